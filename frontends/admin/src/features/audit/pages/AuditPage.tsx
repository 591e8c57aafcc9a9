import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AuditEntry } from '@konstvagg/contracts/vocabulary';
import { auditLog } from '@konstvagg/contracts/endpoints';
import { Button, Container, PageHeader, call, useDocumentTitle, useSession } from '@konstvagg/ui';
import { CheckboxField } from '@konstvagg/ui/forms';
import { AuditList } from '../../../common/components/AuditList.tsx';
import { ListStates } from '../../../common/components/LoadStates.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';

type State =
  | { phase: 'loading' }
  | { phase: 'error' }
  | { phase: 'ready'; entries: AuditEntry[]; nextCursor: string | null };

/** /admin/audit: every admin action, newest first, with "Load more"; "only my actions" filters by actor. */
export default function AuditPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t('audit.title'));
  const session = useSession();
  const myId = session.user?.id ?? null;
  const [mine, setMine] = useState(false);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');
  const generation = useRef(0);
  const actor = mine && myId ? myId : undefined;

  const load = useCallback(async () => {
    const round = ++generation.current;
    setState({ phase: 'loading' });
    try {
      const page = await call(auditLog, { query: { actor } });
      if (round !== generation.current) return;
      setState({ phase: 'ready', entries: page.entries, nextCursor: page.pagination.nextCursor });
    } catch {
      if (round === generation.current) setState({ phase: 'error' });
    }
  }, [actor]);

  useEffect(() => {
    void load();
  }, [load]);

  async function loadMore() {
    if (state.phase !== 'ready' || !state.nextCursor) return;
    const round = generation.current;
    setMore('busy');
    try {
      const page = await call(auditLog, { query: { actor, cursor: state.nextCursor } });
      if (round !== generation.current) return;
      const seen = new Set(state.entries.map((e) => e.id));
      setState({
        phase: 'ready',
        entries: [...state.entries, ...page.entries.filter((e) => !seen.has(e.id))],
        nextCursor: page.pagination.nextCursor,
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  }

  return (
    <Container>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      {myId ? <CheckboxField label={t('audit.onlyMine')} checked={mine} onChange={setMine} /> : null}
      <ListStates
        loading={state.phase === 'loading'}
        failed={state.phase === 'error'}
        data={state.phase === 'ready' ? state : undefined}
        count={(ready) => ready.entries.length}
        retry={() => void load()}
        errorTitle={t('audit.error')}
        empty={{ title: t('audit.none'), text: t('audit.noneText') }}
      >
        {(ready) => (
          <>
            <AuditList entries={ready.entries} />
            {more === 'failed' ? (
              <p className="adm-notice adm-notice--warn">{t('audit.moreFailed')}</p>
            ) : null}
            {ready.nextCursor ? (
              <Button variant="secondary" busy={more === 'busy'} onClick={() => void loadMore()}>
                {t('queue.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </ListStates>
    </Container>
  );
}
