import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type MessageId } from '../../../messages/index.ts';

/** Ways to pay today, then the Nordic wallets that come with Norway and Denmark. Brand names stay as they are. */
const METHODS: { name: string | MessageId; translated?: boolean; coming?: boolean }[] = [
  { name: 'Swish' },
  { name: 'home.trust.card', translated: true },
  { name: 'Apple Pay' },
  { name: 'PayPal' },
  { name: 'Klarna' },
  { name: 'Vipps', coming: true },
  { name: 'MobilePay', coming: true },
];

/** The trust and payments block: payment methods, the pickup guarantee, secure payments, support. */
export function TrustPayments() {
  const t = useT();
  return (
    <section className="mp-section mp-trust" aria-labelledby="mp-trust-title">
      <div className="kv-container">
        <h2 id="mp-trust-title" className="mp-section__title">
          {t('home.trust.title')}
        </h2>
        <p className="mp-section__lead">{t('home.trust.lead')}</p>
        <h3 className="kv-visually-hidden">{t('home.trust.methods')}</h3>
        <ul className="mp-trust__methods" aria-label={t('home.trust.methods')}>
          {METHODS.map((m) => (
            <li key={m.name} className={`mp-trust__method${m.coming ? ' is-coming' : ''}`}>
              <span className="mp-trust__brand">{m.translated ? t(m.name as MessageId) : m.name}</span>
              {m.coming && <span className="kv-badge">{t('home.trust.coming')}</span>}
            </li>
          ))}
        </ul>
        <ul className="mp-trust__points">
          <Point icon={<ShieldIcon />} title={t('home.trust.guarantee.title')}>
            {t('home.trust.guarantee.body')}
          </Point>
          <Point icon={<LockIcon />} title={t('home.trust.secure.title')}>
            {t('home.trust.secure.body')}
          </Point>
          <Point icon={<CalendarIcon />} title={t('home.trust.payout.title')}>
            {t('home.trust.payout.body')}
          </Point>
          <Point icon={<ChatIcon />} title={t('home.trust.support.title')}>
            {t('home.trust.support.body')} <Link to="/contact">{t('home.trust.support.link')}</Link>
          </Point>
        </ul>
      </div>
    </section>
  );
}

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="mp-trust__point">
      <span className="mp-trust__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3 className="mp-trust__title">{title}</h3>
        <p>{children}</p>
      </div>
    </li>
  );
}

const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};
const ShieldIcon = () => (
  <svg {...iconProps}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </svg>
);
const LockIcon = () => (
  <svg {...iconProps}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </svg>
);
const CalendarIcon = () => (
  <svg {...iconProps}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);
const ChatIcon = () => (
  <svg {...iconProps}>
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
