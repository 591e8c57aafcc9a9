import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { PageLoading } from '@konstvagg/ui';
import { AuthModalHost } from '../auth/AuthModalHost.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ScrollAndFocus } from './ScrollAndFocus.tsx';

export function RootLayout() {
  return (
    <AuthModalHost>
      <div className="shell">
        <a className="shell-skip" href="#main">
          <FormattedMessage id="nav.skip" />
        </a>
        <Header />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <ScrollAndFocus />
      </div>
    </AuthModalHost>
  );
}
