import { useLanguage } from '../language/LanguageProvider.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const LOADING = { sv: 'Laddar…', en: 'Loading…' } as const;

/** A spinner with a spoken label ("Loading…" by default, in the current language). */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { language } = useLanguage();
  return (
    <span className="kv-spinner-wrap" role="status">
      <span className={`kv-spinner kv-spinner--${size}`} aria-hidden="true" />
      <VisuallyHidden>{label ?? LOADING[language]}</VisuallyHidden>
    </span>
  );
}

/** A page-area loading state: a centred spinner that keeps the layout from jumping. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="kv-page-loading">
      <Spinner size="lg" label={label} />
    </div>
  );
}
