import { useIntl } from 'react-intl';
import { useLanguage } from '@konstvagg/ui';

const OPTIONS = [
  { value: 'sv', short: 'SV', name: 'Svenska' },
  { value: 'en', short: 'EN', name: 'English' },
] as const;

/** sv | en switch. Each option names its language in that language. */
export function LanguageToggle() {
  const { language, setLanguage } = useLanguage();
  const intl = useIntl();
  return (
    <div className="shell-lang" role="group" aria-label={intl.formatMessage({ id: 'language.label' })}>
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          lang={o.value}
          className="shell-lang__option"
          aria-pressed={language === o.value}
          aria-label={o.name}
          title={o.name}
          onClick={() => setLanguage(o.value)}
        >
          {o.short}
        </button>
      ))}
    </div>
  );
}
