import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ApiError,
  Button,
  Container,
  EmptyState,
  PageHeader,
  call,
  ShowMore,
  useApiList,
  useDocumentTitle,
  useToast,
} from '@konstvagg/ui';
import { artistExhibitions } from '@konstvagg/contracts/endpoints';
import { LoadError, LoadingLines, useT } from '../../../common/text.tsx';
import { StudioTabs, TabItems } from '../../../common/StudioTabs.tsx';
import { ActionDialog, type DialogAction } from '../components/ActionDialog.tsx';
import { ExhibitionItem } from '../components/ExhibitionItem.tsx';
import { ProposeDialog } from '../components/ProposeDialog.tsx';
import {
  EXHIBITION_TABS,
  actionRequest,
  initialTab,
  itemsOf,
  needsDialog,
  tabCounts,
  type ArtistAction,
  type ExhibitionTab,
  type ExhibitionView,
} from '../model.ts';
import '../../../artist.css';
import '../exhibitions.css';

/** The newest this many are listed, "Show more" adds the next as many (the counts are the server's, over all of them). */
const EXHIBITIONS_LIMIT = 100;

/**
 * /artist/exhibitions (issue 11): the artist's exhibitions by stage, in tabs with the server's
 * counts: requests in and out, shipments, works on display, returns, and the closed ones. Each item
 * offers the actions the server says the artist may take now; "Propose a work to a venue" starts one.
 */
export default function Exhibitions() {
  const t = useT();
  const toast = useToast();
  useDocumentTitle(t('exhibitions.title'));
  const list = useApiList(artistExhibitions, 'exhibitions', { query: { limit: EXHIBITIONS_LIMIT } });
  const [params, setParams] = useSearchParams();
  const [proposing, setProposing] = useState(false);
  const [dialog, setDialog] = useState<{ item: ExhibitionView; action: DialogAction } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const data = list.data;
  const counts = tabCounts(data?.counts ?? {});
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tab = initialTab(params.get('tab'), counts);
  const shown = itemsOf(list.items, tab);

  const choose = (next: ExhibitionTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  /** After a change, the tab the exhibition moved to (accepted: to ship; returned: history). */
  const follow = (updated: ExhibitionView | undefined) => {
    const moved = updated?.status
      ? EXHIBITION_TABS.find((name) => itemsOf([updated], name).length > 0)
      : undefined;
    if (moved) choose(moved);
  };

  const run = async (item: ExhibitionView, action: ArtistAction) => {
    if (needsDialog(action)) {
      setDialog({ item, action: action as DialogAction });
      return;
    }
    setBusy(item.id);
    setProblem(null);
    try {
      const request = actionRequest(item.id, action);
      const updated = await call(request.endpoint, request);
      toast.success(
        t(`exhibitions.done.${action as 'accept' | 'confirm_return'}`, {
          title: item.artwork.title,
          venue: item.venue.venue_name,
        }),
      );
      list.reload();
      follow(updated);
    } catch (err) {
      setProblem(err instanceof ApiError && err.message ? err.message : t('exhibitions.actionError'));
    } finally {
      setBusy(null);
    }
  };

  const proposeButton = <Button onClick={() => setProposing(true)}>{t('exhibitions.propose')}</Button>;

  return (
    <Container>
      <PageHeader
        title={t('exhibitions.title')}
        description={t('exhibitions.description')}
        actions={proposeButton}
      />
      {list.error ? <LoadError what="exhibitions.loadError" error={list.error} retry={list.reload} /> : null}
      {data && total === 0 ? (
        <EmptyState title={t('exhibitions.none.title')} action={proposeButton}>
          {t('exhibitions.none.text')}
        </EmptyState>
      ) : (
        <section aria-labelledby="exh-list-title">
          <h2 id="exh-list-title" className="kv-visually-hidden">
            {t('exhibitions.listTitle')}
          </h2>
          {data ? (
            <>
              <StudioTabs
                label={t('exhibitions.tabs')}
                tabs={EXHIBITION_TABS}
                current={tab}
                onChoose={choose}
                name={(name) => t(`exhibitions.tab.${name}`)}
                count={(name) => counts[name]}
              />
              <TabItems problem={problem} count={shown.length} empty={t(`exhibitions.tabEmpty.${tab}`)}>
                <ul className="exh-list" aria-busy={list.loading}>
                  {shown.map((item) => (
                    <ExhibitionItem
                      key={item.id}
                      item={item}
                      busy={busy === item.id}
                      onAction={(i, a) => void run(i, a)}
                    />
                  ))}
                </ul>
              </TabItems>
              <ShowMore list={list} label={t('common.showMore')} retryLabel={t('common.retry')} />
            </>
          ) : list.error ? null : (
            <LoadingLines lines={4} />
          )}
        </section>
      )}
      <ProposeDialog
        open={proposing}
        onClose={() => setProposing(false)}
        onDone={() => {
          setProposing(false);
          choose('requests');
          list.reload();
        }}
      />
      <ActionDialog
        item={dialog?.item ?? null}
        action={dialog?.action ?? null}
        onClose={() => setDialog(null)}
        onDone={(updated) => {
          setDialog(null);
          list.reload();
          follow(updated);
        }}
      />
    </Container>
  );
}
