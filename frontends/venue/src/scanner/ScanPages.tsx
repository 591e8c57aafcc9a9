import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import {
  ApiError,
  Button,
  Container,
  LinkButton,
  PageHeader,
  api,
  useApiData,
  useDocumentTitle,
  type ApiData,
} from '@konstvagg/ui';
import { Scanner, type ScanOutcome } from './Scanner.tsx';
import { useScanT } from './text.ts';
import type { ExhibitionQrBody } from '@konstvagg/contracts';
import type { ScanExhibition, ScanExhibitionList } from './types.ts';
import './scanner.css';

type Mode = 'arrival' | 'pickup';

const ENDPOINT: Record<Mode, string> = { arrival: 'confirm-arrival', pickup: 'validate-pickup' };

/** The server's own (already localized) words for a refusal, else a note that it could not be reached. */
function failureText(error: unknown, networkText: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : networkText;
}

function ExhibitionLine({ exhibition }: { exhibition: ScanExhibition }) {
  const t = useScanT();
  return <>{t('scan.item', { title: exhibition.artwork.title, artist: exhibition.artist.artist_name })}</>;
}

/** One list of the chooser: each exhibition a link to its scanner. */
function Choices({
  mode,
  heading,
  empty,
  lists,
}: {
  mode: Mode;
  heading: string;
  empty: string;
  lists: ApiData<ScanExhibitionList>[];
}) {
  const t = useScanT();
  const loading = lists.some((l) => l.loading);
  const failed = lists.find((l) => l.error);
  const items = lists.flatMap((l) => l.data?.data ?? []);
  return (
    <section className="kv-card scan-choices" aria-labelledby={`scan-${mode}-list`}>
      <h2 id={`scan-${mode}-list`}>{heading}</h2>
      {failed ? (
        <div role="alert">
          <p>
            {t('scan.listError')}
            {failed.error instanceof ApiError && failed.error.message ? <> {failed.error.message}</> : null}
          </p>
          <Button variant="secondary" onClick={() => lists.forEach((l) => l.reload())}>
            {t('scan.retry')}
          </Button>
        </div>
      ) : loading ? (
        <p aria-busy="true">{t('scan.loading')}</p>
      ) : items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="scan-choice-list">
          {items.map((e) => (
            <li key={e.id}>
              <Link className="scan-choice" to={`/venue/scan/${mode}/${encodeURIComponent(e.id)}`}>
                <ExhibitionLine exhibition={e} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /venue/scan: which shipment to confirm, or which sold work a buyer has come for. */
function ScanHome() {
  const t = useScanT();
  useDocumentTitle(t('scan.title'));
  const shipped = useApiData<ScanExhibitionList>('/venues/me/exhibitions?status=shipped');
  const onDisplay = useApiData<ScanExhibitionList>('/venues/me/exhibitions?status=on_display');
  const sold = useApiData<ScanExhibitionList>('/venues/me/exhibitions?status=sold');
  return (
    <Container>
      <PageHeader title={t('scan.title')} description={t('scan.description')} />
      <div className="scan-home">
        <Choices
          mode="arrival"
          heading={t('scan.arrivals.title')}
          empty={t('scan.arrivals.empty')}
          lists={[shipped]}
        />
        <Choices
          mode="pickup"
          heading={t('scan.pickups.title')}
          empty={t('scan.pickups.empty')}
          lists={[sold, onDisplay]}
        />
      </div>
    </Container>
  );
}

/** /venue/scan/{arrival|pickup}/{exhibitionId}: the camera, the typed code and what came of it. */
function ScanExhibitionPage({ mode, exhibitionId }: { mode: Mode; exhibitionId: string }) {
  const t = useScanT();
  const title = t(mode === 'arrival' ? 'scan.arrival.title' : 'scan.pickup.title');
  useDocumentTitle(title);
  const exhibition = useApiData<ScanExhibition>(`/exhibitions/${encodeURIComponent(exhibitionId)}`);
  const submit = useCallback(
    async (qrCode: string): Promise<ScanOutcome> => {
      try {
        const done = await api.post<ScanExhibition>(
          `/exhibitions/${encodeURIComponent(exhibitionId)}/${ENDPOINT[mode]}`,
          { qrCode } satisfies ExhibitionQrBody,
        );
        const key = mode === 'arrival' ? 'scan.arrival.success' : 'scan.pickup.success';
        return { ok: true, message: t(key, { title: done.artwork.title }) };
      } catch (error) {
        return { ok: false, message: failureText(error, t('scan.failure.network')) };
      }
    },
    [exhibitionId, mode, t],
  );
  return (
    <Container>
      <PageHeader
        title={title}
        description={t(mode === 'arrival' ? 'scan.arrival.description' : 'scan.pickup.description')}
      />
      {exhibition.data ? (
        <p className="scan-expecting">
          {t(mode === 'arrival' ? 'scan.expecting' : 'scan.handingOver', {
            title: exhibition.data.artwork.title,
            artist: exhibition.data.artist.artist_name,
          })}
        </p>
      ) : exhibition.error ? (
        <p className="scan-expecting">
          {t('scan.exhibitionError')}
          {exhibition.error instanceof ApiError && exhibition.error.message ? (
            <> {exhibition.error.message}</>
          ) : null}
        </p>
      ) : null}
      <Scanner
        mode={mode}
        submit={submit}
        success={
          <>
            <LinkButton to="/venue/exhibitions">{t('scan.back')}</LinkButton>
            <LinkButton variant="secondary" to="/venue/scan">
              {t('scan.again')}
            </LinkButton>
          </>
        }
      />
    </Container>
  );
}

function useExhibitionId(): string | undefined {
  return useParams<{ exhibitionId: string }>().exhibitionId;
}

/** The scanner's home: the chooser. */
export function ScanChooser() {
  return <ScanHome />;
}

/** Confirm an arrival; without an exhibition in the path, choose one first. */
export function ScanArrival() {
  const id = useExhibitionId();
  return id ? <ScanExhibitionPage key={id} mode="arrival" exhibitionId={id} /> : <ScanHome />;
}

/** Validate a pickup; without an exhibition in the path, choose one first. */
export function ScanPickup() {
  const id = useExhibitionId();
  return id ? <ScanExhibitionPage key={id} mode="pickup" exhibitionId={id} /> : <ScanHome />;
}
