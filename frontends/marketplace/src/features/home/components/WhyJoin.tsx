import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LinkButton } from '@konstvagg/ui';
import { useT, type MessageId } from '../../../messages/index.ts';
import { LineIcon } from '../../../common/components/LineIcon.tsx';

const WHY_JOIN_TABS = ['artists', 'venues', 'buyers'] as const;
type Tab = (typeof WHY_JOIN_TABS)[number];

const CTA: Record<Tab, string> = {
  artists: '/register?role=artist',
  venues: '/register?role=venue',
  buyers: '/artworks',
};

/**
 * Why Join as WAI-ARIA tabs (artists, venues, buyers): one tab stop; Left/Right move and select
 * (wrapping), Home/End go to the first/last; the panel is focusable and names its tab.
 */
export function WhyJoin() {
  const t = useT();
  const [selected, setSelected] = useState<Tab>('artists');
  const baseId = useId();
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ artists: null, venues: null, buyers: null });

  const select = (tab: Tab) => {
    setSelected(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = WHY_JOIN_TABS.indexOf(selected);
    const last = WHY_JOIN_TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: i === last ? 0 : i + 1,
      ArrowLeft: i === 0 ? last : i - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(WHY_JOIN_TABS[next[event.key]!]!);
  };

  return (
    <section className="mp-section mp-why" aria-labelledby="mp-why-title">
      <div className="kv-container kv-container--narrow">
        <h2 id="mp-why-title" className="mp-section__title">
          {t('home.why.title')}
        </h2>
        <p className="mp-section__lead">{t('home.why.lead')}</p>
        <div className="mp-tabs" role="tablist" aria-label={t('home.why.tabsLabel')} onKeyDown={onKeyDown}>
          {WHY_JOIN_TABS.map((tab) => (
            <button
              key={tab}
              ref={(el) => {
                tabs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={selected === tab}
              aria-controls={`${baseId}-panel-${tab}`}
              tabIndex={selected === tab ? 0 : -1}
              className="mp-tabs__tab"
              onClick={() => select(tab)}
            >
              {t(`home.why.${tab}` as MessageId)}
            </button>
          ))}
        </div>
        {WHY_JOIN_TABS.map((tab) => (
          <div
            key={tab}
            role="tabpanel"
            id={`${baseId}-panel-${tab}`}
            aria-labelledby={`${baseId}-tab-${tab}`}
            tabIndex={0}
            hidden={selected !== tab}
            className="mp-tabs__panel"
          >
            <ul className="mp-why__points">
              {[1, 2, 3, 4].map((n) => (
                <li key={n}>
                  <CheckIcon />
                  <span>{t(`home.why.${tab}.${n}` as MessageId)}</span>
                </li>
              ))}
            </ul>
            <LinkButton to={CTA[tab]} variant="secondary">
              {t(`home.why.${tab}.cta` as MessageId)}
            </LinkButton>
          </div>
        ))}
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <LineIcon className="mp-why__check" weight={2.5}>
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
