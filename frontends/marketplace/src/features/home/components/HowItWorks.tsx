import { useId, useState } from 'react';
import { useT, type MessageId } from '../../../messages/index.ts';
import { LineIcon } from '../../../common/components/LineIcon.tsx';
import { HOW_IT_WORKS_ID } from '../anchors.ts';

const STEPS = [1, 2, 3, 4] as const;

/** The four steps as an accordion: one step open at a time. */
export function HowItWorks() {
  const t = useT();
  const [open, setOpen] = useState<number | null>(1);
  const baseId = useId();

  return (
    <section className="mp-section mp-how" aria-labelledby={HOW_IT_WORKS_ID}>
      <div className="kv-container kv-container--narrow">
        <h2 id={HOW_IT_WORKS_ID} tabIndex={-1} className="mp-section__title">
          {t('home.how.title')}
        </h2>
        <p className="mp-section__lead">{t('home.how.lead')}</p>
        <ol className="mp-steps">
          {STEPS.map((n) => {
            const expanded = open === n;
            const buttonId = `${baseId}-step-${n}`;
            const panelId = `${baseId}-panel-${n}`;
            return (
              <li key={n} className={`mp-steps__item${expanded ? ' is-open' : ''}`}>
                <h3 className="mp-steps__heading">
                  <button
                    type="button"
                    id={buttonId}
                    className="mp-steps__button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : n)}
                  >
                    <span className="mp-steps__number" aria-hidden="true">
                      {n}
                    </span>
                    <span className="kv-visually-hidden">{t('home.how.step', { n })}: </span>
                    <span className="mp-steps__title">{t(`home.how.step${n}.title` as MessageId)}</span>
                    <Chevron />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className="mp-steps__panel"
                  hidden={!expanded}
                >
                  <p>{t(`home.how.step${n}.body` as MessageId)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function Chevron() {
  return (
    <LineIcon className="mp-steps__chevron">
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
