import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const badgeClass = (tone: BadgeTone, className?: string) =>
  ['kv-badge', `kv-badge--${tone}`, className ?? ''].filter(Boolean).join(' ');

/**
 * A short label. With `hint`, the badge is a toggletip: a button (keyboard, touch and mouse alike)
 * that shows what the badge means below it and announces it; Escape or a second press closes it.
 * `hintLabel` names the button for screen readers, e.g. "Pro: what does this mean?".
 */
export function Badge({
  tone = 'neutral',
  children,
  className,
  hint,
  hintLabel,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  hint?: ReactNode;
  hintLabel?: string;
}) {
  if (hint === undefined || hint === null || hint === '') {
    return <span className={badgeClass(tone, className)}>{children}</span>;
  }
  return (
    <Toggletip tone={tone} className={className} hint={hint} label={hintLabel}>
      {children}
    </Toggletip>
  );
}

function Toggletip({
  tone,
  className,
  hint,
  label,
  children,
}: {
  tone: BadgeTone;
  className?: string;
  hint: ReactNode;
  label?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);

  // A click or tap elsewhere closes it, as a tooltip would.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <span className="kv-toggletip" ref={root}>
      <button
        type="button"
        className={badgeClass(tone, ['kv-toggletip__button', className].filter(Boolean).join(' '))}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
        <span className="kv-toggletip__mark" aria-hidden="true">
          ?
        </span>
      </button>
      {/* Always in the DOM so the live region announces the text when it appears. */}
      <span id={id} className="kv-toggletip__bubble" role="status" data-open={open || undefined}>
        {open ? hint : null}
      </span>
    </span>
  );
}
