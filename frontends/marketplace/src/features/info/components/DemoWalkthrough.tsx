import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@konstvagg/ui';
import { useT, type MessageId } from '../../../messages/index.ts';
import '../../../common/home.css';

/** The demo's four steps, 15 seconds each: 60 seconds from scan to pickup instructions. */
const DEMO_STEPS = 4;
const DEMO_SECONDS = 60;
const STEP_SECONDS = DEMO_SECONDS / DEMO_STEPS;

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * The 60-second demo as an accessible slideshow: nothing moves until Play; Pause, the
 * step buttons and Previous/Next are always there; a visible timer shows where in the minute we
 * are. Step changes are announced; the ticking timer is not.
 */
export function DemoWalkthrough() {
  const t = useT();
  const [elapsed, setElapsed] = useState(0);
  const [playing, setPlaying] = useState(false);
  const step = Math.min(DEMO_STEPS - 1, Math.floor(elapsed / STEP_SECONDS));
  const baseId = useId();

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setElapsed((s) => {
        if (s + 1 >= DEMO_SECONDS) {
          setPlaying(false);
          return DEMO_SECONDS;
        }
        return s + 1;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [playing]);

  const goTo = (i: number) => setElapsed(Math.max(0, Math.min(DEMO_STEPS - 1, i)) * STEP_SECONDS);
  const finished = elapsed >= DEMO_SECONDS;
  const n = step + 1;

  return (
    <section className="mp-demo" aria-roledescription="carousel" aria-label={t('demo.label')}>
      <div className="mp-demo__bar">
        <p className="mp-demo__timer">
          <span aria-hidden="true" className="mp-demo__dot" data-playing={playing || undefined} />
          <span>{t('demo.timer', { elapsed: clock(elapsed) })}</span>
        </p>
        <div className="mp-demo__progress" aria-hidden="true">
          <span style={{ width: `${(elapsed / DEMO_SECONDS) * 100}%` }} />
        </div>
        <div className="mp-demo__controls">
          {finished ? (
            <Button
              size="sm"
              onClick={() => {
                setElapsed(0);
                setPlaying(true);
              }}
            >
              {t('demo.restart')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
              {playing ? t('demo.pause') : t('demo.play')}
            </Button>
          )}
        </div>
      </div>

      <ol className="mp-demo__steps" aria-label={t('demo.steps')}>
        {Array.from({ length: DEMO_STEPS }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              className="mp-demo__step"
              aria-current={i === step ? 'step' : undefined}
              aria-controls={`${baseId}-slide`}
              onClick={() => goTo(i)}
            >
              <span className="mp-demo__step-time">{clock(i * STEP_SECONDS)}</span>
              <span>{t(`demo.step${i + 1}.title` as MessageId)}</span>
            </button>
          </li>
        ))}
      </ol>

      <div id={`${baseId}-slide`} className="mp-demo__stage" aria-live={playing ? 'off' : 'polite'}>
        <div
          key={step}
          role="group"
          aria-roledescription="slide"
          aria-label={t('demo.stepOf', { n, total: DEMO_STEPS })}
          className="mp-demo__slide"
        >
          <div className="mp-demo__art">
            <Illustration step={step} />
          </div>
          <div className="mp-demo__copy">
            <p className="mp-demo__count">{t('demo.stepOf', { n, total: DEMO_STEPS })}</p>
            <h2 className="mp-demo__title">{t(`demo.step${n}.title` as MessageId)}</h2>
            <p>{t(`demo.step${n}.body` as MessageId)}</p>
          </div>
        </div>
      </div>

      <div className="mp-demo__nav">
        <Button variant="secondary" size="sm" onClick={() => goTo(step - 1)} disabled={step === 0}>
          <span aria-hidden="true">←</span> {t('demo.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => goTo(step + 1)}
          disabled={step === DEMO_STEPS - 1}
        >
          {t('demo.next')} <span aria-hidden="true">→</span>
        </Button>
      </div>
    </section>
  );
}

/** A phone drawn in SVG with what the buyer sees at each step (our own drawings, no video). */
function Illustration({ step }: { step: number }) {
  const t = useT();
  const screens: ReactNode[] = [
    // 1. The wall, the painting and its label with the QR code, seen through the camera.
    <g key="scan">
      <rect x="18" y="40" width="124" height="150" fill="#f1eee8" />
      <rect x="34" y="56" width="92" height="70" fill="#9a3412" opacity="0.85" />
      <path d="M34 110 l26 -22 18 14 22 -20 26 24 v20 h-92z" fill="#fbeee6" opacity="0.8" />
      <rect x="56" y="138" width="48" height="44" rx="3" fill="#fff" stroke="#1b1a18" />
      <QrMark x={64} y={144} />
      <path
        d="M30 36 h16 M30 36 v16 M130 36 h-16 M130 36 v16 M30 194 h16 M30 194 v-16 M130 194 h-16 M130 194 v-16"
        stroke="#1d4ed8"
        strokeWidth="3"
        fill="none"
      />
      <text x="80" y="216" textAnchor="middle" fontSize="11" fill="#1b1a18">
        {t('demo.ill.scan')}
      </text>
    </g>,
    // 2. The artwork page.
    <g key="page">
      <rect x="20" y="36" width="120" height="90" rx="4" fill="#9a3412" opacity="0.85" />
      <rect x="20" y="134" width="90" height="9" rx="2" fill="#1b1a18" />
      <rect x="20" y="149" width="60" height="7" rx="2" fill="#a8a29e" />
      <text x="20" y="176" fontSize="14" fontWeight="700" fill="#1b1a18">
        450 €
      </text>
      <rect x="20" y="190" width="120" height="26" rx="5" fill="#9a3412" />
      <text x="80" y="207" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
        {t('demo.ill.buy')}
      </text>
    </g>,
    // 3. Paying.
    <g key="pay">
      {['Swish', 'Apple Pay', 'Klarna'].map((name, i) => (
        <g key={name}>
          <rect
            x="20"
            y={44 + i * 36}
            width="120"
            height="28"
            rx="5"
            fill="#fff"
            stroke={i === 0 ? '#9a3412' : '#dcd7ce'}
            strokeWidth={i === 0 ? 2 : 1}
          />
          <circle cx="34" cy={58 + i * 36} r="5" fill={i === 0 ? '#9a3412' : 'none'} stroke="#57534e" />
          <text x="46" y={62 + i * 36} fontSize="11" fill="#1b1a18">
            {name}
          </text>
        </g>
      ))}
      <rect x="20" y="190" width="120" height="26" rx="5" fill="#9a3412" />
      <text x="80" y="207" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
        {t('demo.ill.pay')} 450 €
      </text>
    </g>,
    // 4. Paid: the pickup code and the 7 days.
    <g key="pickup">
      <circle cx="80" cy="70" r="24" fill="#e8f5ec" stroke="#166534" strokeWidth="2" />
      <path d="M69 70 l8 8 15 -16" stroke="#166534" strokeWidth="4" fill="none" strokeLinecap="round" />
      <text x="80" y="114" textAnchor="middle" fontSize="12" fontWeight="700" fill="#166534">
        {t('demo.ill.paid')}
      </text>
      <rect x="24" y="128" width="112" height="52" rx="6" fill="#f1eee8" />
      <text x="80" y="146" textAnchor="middle" fontSize="9" fill="#57534e">
        {t('demo.ill.code')}
      </text>
      <text
        x="80"
        y="170"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        letterSpacing="2"
        fill="#1b1a18"
      >
        KV-7Q4M
      </text>
      <text x="80" y="206" textAnchor="middle" fontSize="10" fill="#1b1a18">
        {t('demo.ill.within')}
      </text>
    </g>,
  ];
  return (
    <svg viewBox="0 0 160 250" className="mp-demo__phone" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="152" height="242" rx="22" fill="#1b1a18" />
      <rect x="12" y="24" width="136" height="206" rx="8" fill="#faf8f4" />
      <rect x="62" y="12" width="36" height="5" rx="2.5" fill="#57534e" />
      {screens[step]}
    </svg>
  );
}

function QrMark({ x, y }: { x: number; y: number }) {
  // A fixed pattern that reads as a QR code (it is decoration, not a code).
  const cells = ['1110101', '1010011', '1110110', '0001001', '1101111', '1000101', '1110111'];
  return (
    <g fill="#1b1a18">
      {cells.flatMap((row, r) =>
        [...row].map((c, col) =>
          c === '1' ? (
            <rect key={`${r}-${col}`} x={x + col * 4.5} y={y + r * 4.5} width="4.5" height="4.5" />
          ) : null,
        ),
      )}
    </g>
  );
}
