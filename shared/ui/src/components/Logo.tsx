/** The Konstvägg word mark: a small frame and the name. Decorative mark; the name is real text. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={['kv-logo', className ?? ''].filter(Boolean).join(' ')}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="2" y="3" width="20" height="18" rx="1" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="6" y="7" width="12" height="10" fill="var(--kv-accent)" />
      </svg>
      <span className="kv-logo__name">Konstvägg</span>
    </span>
  );
}
