import { Link, useLocation } from 'react-router';
import { Container, LinkButton } from '@konstvagg/ui';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useLang, useT } from '../../../messages/index.ts';
import { infoText } from '../content.ts';
import { isInfoPath, normalizeInfoPath } from '../paths.ts';
import { InfoExtra } from '../components/extras.tsx';
import '../../../marketplace.css';
import '../info.css';

/** /about, /terms, /faq/artists …: the page comes from the path. */
export default function InfoPage() {
  const { pathname } = useLocation();
  const lang = useLang();
  const t = useT();
  const path = normalizeInfoPath(pathname);
  const page = isInfoPath(path) ? infoText(path, lang, t) : null;

  useDocumentMeta(page ? page.title : t('info.notFoundTitle'), page ? page.lead : null);

  if (!page) {
    return (
      <Container narrow className="mp-state">
        <h1>{t('info.notFoundTitle')}</h1>
        <p>{t('info.notFoundBody')}</p>
        <LinkButton to="/">{t('common.goHome')}</LinkButton>
      </Container>
    );
  }

  return (
    <Container narrow className="mp-info">
      <article>
        <header className="mp-info__header">
          <h1>{page.title}</h1>
          <p className="mp-info__lead">{page.lead}</p>
        </header>
        {page.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {isInfoPath(path) && <InfoExtra path={path} />}
        {page.links && page.links.length > 0 && (
          <ul className="mp-info__links">
            {page.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {link.label} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
    </Container>
  );
}
