import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@konstvagg/ui';
import { Field, useFieldIds } from '@konstvagg/ui/forms';
import { buzz, hasTorch, openCamera, setTorch, stopCamera } from '../camera.ts';
import { loadQrDetector, type QrDetector } from '../decoder.ts';
import { useT } from '../../../common/text.tsx';

/** What a code sent to the server came to: a success text, or the reason it failed (the server's words). */
export type ScanOutcome = { ok: true; message: string } | { ok: false; message: string };

type CameraState = 'starting' | 'live' | 'checking' | 'denied' | 'unavailable' | 'decoderError' | 'done';

/** How often a frame is looked at: often enough to feel instant, rarely enough to spare a phone's battery. */
const SCAN_INTERVAL_MS = 200;
/** A code that failed is not sent again while it stays in view for this long (the person reads the reason). */
const REPEAT_AFTER_MS = 4000;

/**
 * The venue's phone as the scanner: the back camera full width, a QR decoder (native where the
 * browser has one, else ZXing as WebAssembly, loaded here only), a torch toggle where the camera has
 * a light, and a typed code that always works. Every code read or typed goes to `submit`; its
 * outcome is shown as text (a status for success, an alert for failure) and felt as a short buzz.
 * The camera is off again as soon as the scanner is left or a code succeeded.
 */
export function Scanner({
  mode,
  submit,
  success,
}: {
  mode: 'arrival' | 'pickup';
  submit: (code: string) => Promise<ScanOutcome>;
  /** Shown under the success text (links onwards). */
  success: ReactNode;
}) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const busy = useRef(false);
  const lastFailure = useRef<{ code: string; at: number } | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [torch, setTorchState] = useState<{ available: boolean; on: boolean }>({
    available: false,
    on: false,
  });
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const send = useCallback(
    async (code: string, from: 'camera' | 'typed') => {
      if (busy.current) return;
      busy.current = true;
      if (from === 'camera') setCamera((c) => (c === 'live' ? 'checking' : c));
      let result: ScanOutcome;
      try {
        result = await submit(code);
      } catch {
        result = { ok: false, message: t('scan.failure.network') };
      }
      busy.current = false;
      setOutcome(result);
      if (result.ok) {
        buzz(80);
        stopCamera(streamRef.current);
        streamRef.current = null;
        setCamera('done');
        setTyped('');
      } else {
        buzz([60, 80, 60]);
        lastFailure.current = { code, at: Date.now() };
        setCamera((c) => (c === 'checking' ? 'live' : c));
      }
    },
    [submit, t],
  );
  // The camera loop reads the latest `send` without restarting the camera when the page re-renders.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  // The camera and the decoding loop: started on arrival (and on "Start the camera"), stopped on leaving.
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setCamera('starting');
    const fallBack = (state: 'denied' | 'unavailable' | 'decoderError') => {
      if (!live) return;
      setCamera(state);
      inputRef.current?.focus();
    };
    void (async () => {
      const opened = await openCamera();
      if (!live) {
        if (opened.ok) stopCamera(opened.stream);
        return;
      }
      if (!opened.ok) return fallBack(opened.problem);
      streamRef.current = opened.stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = opened.stream;
        await video.play().catch(() => {});
      }
      setTorchState({ available: hasTorch(opened.stream), on: false });
      let detector: QrDetector;
      try {
        detector = await loadQrDetector();
      } catch {
        stopCamera(opened.stream);
        streamRef.current = null;
        return fallBack('decoderError');
      }
      if (!live) return;
      setCamera('live');
      const look = async () => {
        if (!live) return;
        const frame = videoRef.current;
        if (!busy.current && frame && frame.readyState >= 2 && frame.videoWidth > 0) {
          try {
            const [found] = await detector.detect(frame);
            const code = found?.rawValue.trim();
            const last = lastFailure.current;
            if (live && code && !(last && last.code === code && Date.now() - last.at < REPEAT_AFTER_MS)) {
              await sendRef.current(code, 'camera');
            }
          } catch {
            // A frame that cannot be read (the video is between sizes): look at the next one.
          }
        }
        if (live && streamRef.current) timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
      };
      void look();
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      stopCamera(streamRef.current);
      streamRef.current = null;
    };
  }, [attempt]);

  // A result, whatever brought it, is shown where the eye is: on a phone the typed code sits below
  // the camera, so the result above it would be off-screen. It is scrolled to and focused (its text
  // is announced by the live regions inside it).
  useEffect(() => {
    const result = resultRef.current;
    if (!outcome || !result) return;
    result.scrollIntoView({ block: 'center', behavior: 'auto' });
    result.focus({ preventScroll: true });
  }, [outcome]);

  const toggleTorch = async () => {
    const on = !torch.on;
    if (await setTorch(streamRef.current, on)) setTorchState({ available: true, on });
  };

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!code) {
      setTypedError(t('scan.typed.required'));
      inputRef.current?.focus();
      return;
    }
    setTypedError(null);
    lastFailure.current = null;
    void send(code, 'typed');
  };

  const cameraProblem =
    camera === 'denied' || camera === 'unavailable' || camera === 'decoderError'
      ? t(`scan.camera.${camera}`)
      : null;
  const status =
    outcome?.ok === true
      ? outcome.message
      : camera === 'starting'
        ? t('scan.camera.starting')
        : camera === 'checking'
          ? t('scan.camera.checking')
          : camera === 'live'
            ? t('scan.camera.looking')
            : '';
  const hint = t(mode === 'arrival' ? 'scan.typed.arrivalHint' : 'scan.typed.pickupHint');
  const ids = useFieldIds('scan-code', { hint, error: typedError });

  return (
    <div className="scan">
      <section className="scan-camera" aria-labelledby="scan-camera-title">
        <h2 id="scan-camera-title" className="kv-visually-hidden">
          {t('scan.camera.title')}
        </h2>
        {camera === 'done' ? null : (
          <div className={`scan-view${cameraProblem ? ' scan-view--off' : ''}`}>
            <video
              ref={videoRef}
              className="scan-video"
              aria-label={t('scan.camera.label')}
              muted
              playsInline
              autoPlay
            />
            {cameraProblem ? null : <div className="scan-frame" aria-hidden="true" />}
            {camera === 'starting' || camera === 'checking' ? (
              <div className="scan-busy" aria-hidden="true">
                <span className="kv-spinner kv-spinner--lg" />
              </div>
            ) : null}
            {torch.available && !cameraProblem ? (
              <Button
                variant="secondary"
                className="scan-torch"
                aria-pressed={torch.on}
                onClick={() => void toggleTorch()}
              >
                {t(torch.on ? 'scan.torch.off' : 'scan.torch.on')}
              </Button>
            ) : null}
          </div>
        )}
        {/* Live regions exist from the start so screen readers announce what changes in them. */}
        <div ref={resultRef} className="scan-result" tabIndex={-1}>
          <p className={outcome?.ok ? 'scan-status scan-status--success' : 'scan-status'} role="status">
            {status}
          </p>
          {outcome?.ok ? <div className="scan-next">{success}</div> : null}
          <div role="alert" className="scan-alert-region">
            {outcome && !outcome.ok ? (
              <div className="kv-alert scan-failure">
                <p>
                  <strong>{t('scan.failure')}</strong> {outcome.message}
                </p>
              </div>
            ) : null}
            {cameraProblem ? (
              <div className="kv-alert scan-problem">
                <p>{cameraProblem}</p>
                {camera === 'denied' || camera === 'decoderError' ? (
                  <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
                    {t('scan.camera.start')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      </section>
      {/* Done: a code is confirmed once; the way onwards is in the success. */}
      {outcome?.ok ? null : (
        <section className="kv-card scan-typed" aria-labelledby="scan-typed-title">
          <h2 id="scan-typed-title">{t('scan.typed.title')}</h2>
          <form onSubmit={onTyped} noValidate>
            <Field
              label={t(mode === 'arrival' ? 'scan.typed.arrivalLabel' : 'scan.typed.pickupLabel')}
              hint={hint}
              error={typedError}
              {...ids}
            >
              <input
                ref={inputRef}
                className="kv-field__input"
                {...ids.control}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="send"
              />
            </Field>
            <Button type="submit">{t('scan.typed.submit')}</Button>
          </form>
        </section>
      )}
    </div>
  );
}
