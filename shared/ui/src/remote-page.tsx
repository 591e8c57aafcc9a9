import type { ComponentType } from 'react';
import { RemoteIntl } from './language/RemoteIntl.tsx';
import type { RemoteRoutes } from './remote-contract.ts';

/**
 * One page of a remote as the shell (and the remote's standalone entry) renders it: inside the
 * remote's own messages in the language the shell chose, with the remote's `head` beside it. The
 * pages themselves are plain components; no remote wraps its own (issue 44: one place for it). A
 * remote without `messages` (the marketplace, which loads one language's tables per page) brings
 * its own provider inside its pages.
 */
export function RemotePage({ module, page: Page }: { module: RemoteRoutes; page: ComponentType }) {
  const Head = module.head;
  const content = (
    <>
      {Head ? <Head /> : null}
      <Page />
    </>
  );
  return module.messages ? <RemoteIntl messages={module.messages}>{content}</RemoteIntl> : content;
}
