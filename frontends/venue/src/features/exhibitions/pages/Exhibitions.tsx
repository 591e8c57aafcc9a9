import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Container,
  EmptyState,
  LinkButton,
  PageHeader,
  call,
  ShowMore,
  useApiList,
  useDocumentTitle,
  useToast,
} from '@konstvagg/ui';
import { TextAreaField } from '@konstvagg/ui/forms';
import { Dialog } from '../../../common/Dialog.tsx';
import { ExhibitionItem } from '../components/ExhibitionItem.tsx';
import { DamageDialog } from '../components/DamageDialog.tsx';
import { LoadError, LoadingLines, errorText, useT } from '../../../common/text.tsx';
import {
  TABS,
  TAB_OF,
  isTab,
  splitRequests,
  tabCounts,
  venueActions,
  type Tab,
  type VenueAction,
} from '../../../common/exhibitions.ts';
import type { ExhibitionView } from '@konstvagg/contracts';
import {
  acceptRequest,
  cancelRequest,
  rejectRequest,
  requestReturn,
  venueExhibitions,
} from '@konstvagg/contracts/endpoints';
import '../../../venue.css';

type ReasonAction = 'reject' | 'cancel' | 'request_return';
const REASON_ACTION = { reject: rejectRequest, cancel: cancelRequest, request_return: requestReturn };

export default function Exhibitions() {
  const t = useT();
  const toast = useToast();
  useDocumentTitle(t('exhibitions.title'));
  // 100 at a time (the API's largest page); "Show more" adds the next. The counts are over all.
  const list = useApiList(venueExhibitions, 'exhibitions', { query: { limit: 100 } });
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'requests';
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ action: ReasonAction; view: ExhibitionView } | null>(null);
  const [reason, setReason] = useState('');
  const [damage, setDamage] = useState<ExhibitionView | null>(null);

  const items = list.data ? list.items : undefined;
  const counts = useMemo(() => tabCounts(items ?? [], list.data?.counts), [items, list.data]);
  const shown = useMemo(() => (items ?? []).filter((i) => TAB_OF[i.status] === tab), [items, tab]);

  const selectTab = (next: Tab) => {
    const p = new URLSearchParams(params);
    p.set('tab', next);
    setParams(p, { replace: true });
  };

  const run = async (action: 'accept' | ReasonAction, view: ExhibitionView, body?: { reason?: string }) => {
    setBusy(view.id);
    setProblem(null);
    try {
      const params = { id: view.id };
      if (action === 'accept') await call(acceptRequest, { params });
      else await call(REASON_ACTION[action], { params, body: body ?? {} });
      toast.success(t(`exh.done.${action}`, { title: view.artwork.title }));
      list.reload();
    } catch (err) {
      setProblem(errorText(err, t('exh.actionError')));
      list.reload();
    } finally {
      setBusy(null);
    }
  };

  const actionButton = (view: ExhibitionView, action: VenueAction) => {
    const label = t(`exh.action.${action}`);
    switch (action) {
      case 'confirm_arrival':
        return (
          <LinkButton key={action} size="sm" to={`/venue/scan/arrival/${encodeURIComponent(view.id)}`}>
            {label}
          </LinkButton>
        );
      case 'validate_pickup':
        return (
          <LinkButton
            key={action}
            size="sm"
            // A pickup is due once the work is sold; before that the scan only says there is no order.
            variant={view.status === 'sold' ? 'primary' : 'secondary'}
            to={`/venue/scan/pickup/${encodeURIComponent(view.id)}`}
          >
            {label}
          </LinkButton>
        );
      case 'accept':
        return (
          <Button key={action} size="sm" busy={busy === view.id} onClick={() => void run('accept', view)}>
            {label}
          </Button>
        );
      case 'report_damage':
        return (
          <Button
            key={action}
            size="sm"
            variant="ghost"
            disabled={busy === view.id}
            onClick={() => setDamage(view)}
          >
            {label}
          </Button>
        );
      default:
        return (
          <Button
            key={action}
            size="sm"
            variant="secondary"
            disabled={busy === view.id}
            onClick={() => {
              setReason('');
              setAsking({ action, view });
            }}
          >
            {label}
          </Button>
        );
    }
  };

  const renderList = (views: ExhibitionView[], label: string) => (
    <ul className="venue-exh-list" aria-label={label}>
      {views.map((view) => {
        const actions = venueActions(view);
        return (
          <ExhibitionItem key={view.id} view={view}>
            {actions.length ? actions.map((a) => actionButton(view, a)) : null}
          </ExhibitionItem>
        );
      })}
    </ul>
  );

  const requests = splitRequests(shown);

  return (
    <Container>
      <PageHeader
        title={t('exhibitions.title')}
        description={t('exhibitions.description')}
        actions={<LinkButton to="/venue/browse">{t('action.browse')}</LinkButton>}
      />
      {list.error ? <LoadError what="exhibitions.loadError" error={list.error} retry={list.reload} /> : null}
      <div className="venue-tabs" role="tablist" aria-label={t('exhibitions.tabs')}>
        {TABS.map((id) => (
          <button
            key={id}
            id={`venue-tab-${id}`}
            type="button"
            role="tab"
            className="venue-tab"
            aria-selected={tab === id}
            aria-controls="venue-tabpanel"
            tabIndex={tab === id ? 0 : -1}
            onClick={() => selectTab(id)}
            onKeyDown={(e) => {
              const i = TABS.indexOf(id);
              const next =
                e.key === 'ArrowRight'
                  ? TABS[(i + 1) % TABS.length]
                  : e.key === 'ArrowLeft'
                    ? TABS[(i + TABS.length - 1) % TABS.length]
                    : e.key === 'Home'
                      ? TABS[0]
                      : e.key === 'End'
                        ? TABS[TABS.length - 1]
                        : null;
              if (next) {
                e.preventDefault();
                selectTab(next);
                document.getElementById(`venue-tab-${next}`)?.focus();
              }
            }}
          >
            {t(`exhibitions.tab.${id}`)}
            {items ? <span className="venue-tab__count">{counts[id]}</span> : null}
          </button>
        ))}
      </div>
      <section id="venue-tabpanel" role="tabpanel" aria-labelledby={`venue-tab-${tab}`}>
        <h2 className="kv-visually-hidden">{t(`exhibitions.tab.${tab}`)}</h2>
        {problem ? (
          <p className="kv-card venue-alert" role="alert">
            {problem}
          </p>
        ) : null}
        {!items ? (
          list.error ? null : (
            <LoadingLines lines={4} />
          )
        ) : shown.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t(`exhibitions.empty.${tab}.title`)}
            action={
              tab === 'requests' ? (
                <LinkButton to="/venue/browse">{t('action.browse')}</LinkButton>
              ) : undefined
            }
          >
            {t(`exhibitions.empty.${tab}.text`)}
          </EmptyState>
        ) : tab === 'requests' ? (
          <>
            <h3 className="venue-subhead">
              {t('exhibitions.incoming', { count: requests.incoming.length })}
            </h3>
            {requests.incoming.length ? (
              renderList(requests.incoming, t('exhibitions.incoming', { count: requests.incoming.length }))
            ) : (
              <p className="kv-muted">{t('exhibitions.incoming.none')}</p>
            )}
            <h3 className="venue-subhead">
              {t('exhibitions.outgoing', { count: requests.outgoing.length })}
            </h3>
            {requests.outgoing.length ? (
              renderList(requests.outgoing, t('exhibitions.outgoing', { count: requests.outgoing.length }))
            ) : (
              <p className="kv-muted">{t('exhibitions.outgoing.none')}</p>
            )}
          </>
        ) : (
          renderList(shown, t(`exhibitions.tab.${tab}`))
        )}
        <ShowMore list={list} label={t('browse.more')} retryLabel={t('common.retry')} />
      </section>

      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`exh.dialog.${asking.action}`, { title: asking.view.artwork.title }) : ''}
      >
        {asking ? (
          <form
            className="venue-form"
            onSubmit={(e) => {
              e.preventDefault();
              const { action, view } = asking;
              setAsking(null);
              void run(action, view, reason.trim() ? { reason: reason.trim() } : {});
            }}
          >
            <TextAreaField
              label={t('exh.dialog.reason')}
              hint={t('exh.dialog.reasonHint')}
              value={reason}
              onChange={setReason}
              maxLength={500}
              rows={3}
            />
            <div className="venue-actions">
              <Button variant="secondary" onClick={() => setAsking(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t(`exh.action.${asking.action}`)}</Button>
            </div>
          </form>
        ) : null}
      </Dialog>
      <DamageDialog
        view={damage}
        onClose={() => setDamage(null)}
        onDone={() => {
          setDamage(null);
          list.reload();
        }}
      />
    </Container>
  );
}
