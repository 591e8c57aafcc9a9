import { useCallback, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  ApiError,
  Button,
  Container,
  LinkButton,
  PageHeader,
  call,
  useApiData,
  useDocumentTitle,
  type ApiData,
} from '@konstvagg/ui';
import { Scanner, type ScanOutcome } from '../components/Scanner.tsx';
import { useT } from '../../../common/text.tsx';
import type { ExhibitionListResponse, ExhibitionView } from '@konstvagg/contracts';
import {
  confirmArrival,
  getExhibition,
  myVenueProfile,
  validatePickup,
  validateVenuePickup,
  venueExhibitions,
} from '@konstvagg/contracts/endpoints';
import '../scanner.css';

type Mode = 'arrival' | 'pickup';

const ENDPOINT = { arrival: confirmArrival, pickup: validatePickup };

/** The server's own (already localized) words for a refusal, else a note that it could not be reached. */
function failureText(error: unknown, networkText: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : networkText;
}

/**
 * Whether this venue can be paid now, so a handed-over work's message promises only what happens:
 * the next business day with a payout account, else a wait for one (issue 38). Unknown counts as able.
 */
function useCanReceivePayouts(): { now: boolean; read: () => Promise<boolean> } {
  const me = useApiData(myVenueProfile);
  const known = me.data?.venue.can_receive_payouts;
  // A code typed before the profile arrived asks for it then, so the message is never a guess.
  const read = useCallback(
    async () =>
      known ??
      (await call(myVenueProfile)
        .then((r) => r.venue.can_receive_payouts)
        .catch(() => true)),
    [known],
  );
  return { now: known ?? true, read };
}

/** What a venue is told when a work is handed over. */
function pickupSuccessKey(canReceivePayouts: boolean) {
  return canReceivePayouts ? 'scan.pickup.success' : 'scan.pickup.successNoAccount';
}

function ExhibitionLine({ exhibition }: { exhibition: ExhibitionView }) {
  const t = useT();
  return <>{t('scan.item', { title: exhibition.artwork.title, artist: exhibition.artist.artist_name })}</>;
}

/**
 * One list of the chooser: each exhibition a link to its scanner (`mode`), or, for the works on
 * display that nobody has bought, a plain list (nothing to scan for them).
 */
function Choices({
  id,
  mode,
  heading,
  text,
  empty,
  lists,
  children,
}: {
  id: string;
  mode: Mode | null;
  heading: string;
  text?: string;
  empty: string;
  lists: ApiData<ExhibitionListResponse>[];
  children?: ReactNode;
}) {
  const t = useT();
  const loading = lists.some((l) => l.loading);
  const failed = lists.find((l) => l.error);
  const items = lists.flatMap((l) => l.data?.exhibitions ?? []);
  return (
    <section className="kv-card scan-choices" aria-labelledby={`scan-${id}-list`}>
      <h2 id={`scan-${id}-list`}>{heading}</h2>
      {text ? <p className="scan-choices-text">{text}</p> : null}
      {children}
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
              {mode ? (
                <Link className="scan-choice" to={`/venue/scan/${mode}/${encodeURIComponent(e.id)}`}>
                  <ExhibitionLine exhibition={e} />
                </Link>
              ) : (
                <span className="scan-choice scan-choice--plain">
                  <ExhibitionLine exhibition={e} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /venue/scan: which shipment to confirm, or which sold work a buyer has come for (or a pickup
 * code without choosing: the server finds its order); the works on display, not sold, apart.
 */
function ScanHome() {
  const t = useT();
  useDocumentTitle(t('scan.title'));
  const shipped = useApiData(venueExhibitions, { query: { status: 'shipped' } });
  const onDisplay = useApiData(venueExhibitions, { query: { status: 'on_display' } });
  const sold = useApiData(venueExhibitions, { query: { status: 'sold' } });
  return (
    <Container>
      <PageHeader title={t('scan.title')} description={t('scan.description')} />
      <div className="scan-home">
        <Choices
          id="arrival"
          mode="arrival"
          heading={t('scan.arrivals.title')}
          empty={t('scan.arrivals.empty')}
          lists={[shipped]}
        />
        <Choices
          id="pickup"
          mode="pickup"
          heading={t('scan.pickups.title')}
          text={t('scan.pickupAny.text')}
          empty={t('scan.pickups.empty')}
          lists={[sold]}
        >
          <p>
            <LinkButton to="/venue/scan/pickup">{t('scan.pickupAny')}</LinkButton>
          </p>
        </Choices>
        <Choices
          id="on-display"
          mode={null}
          heading={t('scan.onDisplay.title')}
          text={t('scan.onDisplay.text')}
          empty={t('scan.onDisplay.empty')}
          lists={[onDisplay]}
        />
      </div>
    </Container>
  );
}

/** /venue/scan/{arrival|pickup}/{exhibitionId}: the camera, the typed code and what came of it. */
function ExhibitionViewPage({ mode, exhibitionId }: { mode: Mode; exhibitionId: string }) {
  const t = useT();
  const title = t(mode === 'arrival' ? 'scan.arrival.title' : 'scan.pickup.title');
  useDocumentTitle(title);
  const exhibition = useApiData(getExhibition, { params: { id: exhibitionId } });
  const { now: payableNow, read: readPayable } = useCanReceivePayouts();
  const submit = useCallback(
    async (qrCode: string): Promise<ScanOutcome> => {
      try {
        const done = await call(ENDPOINT[mode], { params: { id: exhibitionId }, body: { qrCode } });
        const key = mode === 'arrival' ? 'scan.arrival.success' : pickupSuccessKey(await readPayable());
        return { ok: true, message: t(key, { title: done.artwork.title }) };
      } catch (error) {
        return { ok: false, message: failureText(error, t('scan.failure.network')) };
      }
    },
    [exhibitionId, mode, t, readPayable],
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
      <Scanner mode={mode} submit={submit} success={<Onwards connect={mode === 'pickup' && !payableNow} />} />
    </Container>
  );
}

/** /venue/scan/pickup: a pickup code without choosing the work; the server finds its order at this venue. */
function ScanAnyPickupPage() {
  const t = useT();
  useDocumentTitle(t('scan.pickup.title'));
  const { now: payableNow, read: readPayable } = useCanReceivePayouts();
  const submit = useCallback(
    async (qrCode: string): Promise<ScanOutcome> => {
      try {
        const done = await call(validateVenuePickup, { body: { qrCode } });
        return {
          ok: true,
          message: t(pickupSuccessKey(await readPayable()), { title: done.artwork.title }),
        };
      } catch (error) {
        return { ok: false, message: failureText(error, t('scan.failure.network')) };
      }
    },
    [t, readPayable],
  );
  return (
    <Container>
      <PageHeader title={t('scan.pickup.title')} description={t('scan.pickupAny.description')} />
      <Scanner mode="pickup" submit={submit} success={<Onwards connect={!payableNow} />} />
    </Container>
  );
}

/** The way onwards after a success. */
function Onwards({ connect = false }: { connect?: boolean }) {
  const t = useT();
  return (
    <>
      {connect ? <LinkButton to="/venue/stripe/onboarding">{t('scan.connect')}</LinkButton> : null}
      <LinkButton variant={connect ? 'secondary' : 'primary'} to="/venue/exhibitions">
        {t('scan.back')}
      </LinkButton>
      <LinkButton variant="secondary" to="/venue/scan">
        {t('scan.again')}
      </LinkButton>
    </>
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
  return id ? <ExhibitionViewPage key={id} mode="arrival" exhibitionId={id} /> : <ScanHome />;
}

/** Validate a pickup of the chosen work; without one in the path, by the code alone. */
export function ScanPickup() {
  const id = useExhibitionId();
  return id ? <ExhibitionViewPage key={id} mode="pickup" exhibitionId={id} /> : <ScanAnyPickupPage />;
}
