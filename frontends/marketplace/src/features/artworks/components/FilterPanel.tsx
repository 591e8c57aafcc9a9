import { SIZE_CATEGORIES } from '@konstvagg/rules';
import { CATEGORIES, CITIES, STYLES, isOneOf } from '@konstvagg/contracts/vocabulary';
import { useId, type FormEvent } from 'react';
import { Button, WhenHydrated } from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { useT } from '../../../messages/index.ts';
import { useDebouncedCommit, useDraft } from '../../../common/useDraft.ts';
import { hasActiveFilters, type ArtworkFilters } from '../filters.ts';

interface FilterPanelProps {
  id: string;
  filters: ArtworkFilters;
  onChange: (next: ArtworkFilters) => void;
  onClear: () => void;
  /** On phones the panel is collapsed until the Filters button opens it. */
  open: boolean;
}

/** The browse page's filters: search, category, style, size, price range and city. */
export function FilterPanel({ id, filters, onChange, onClear, open }: FilterPanelProps) {
  const t = useT();
  const words = useArtworkWords();
  const headingId = useId();

  const toggle = <T extends string>(values: readonly T[], value: T, on: boolean): T[] =>
    on ? [...values, value] : values.filter((v) => v !== value);

  const controls = (
    <>
      <SearchField value={filters.q} onCommit={(q) => onChange({ ...filters, q })} />

      <fieldset className="mp-fieldset">
        <legend>{t('filters.category')}</legend>
        {[null, ...CATEGORIES].map((category) => (
          <label key={category ?? 'all'} className="mp-check">
            <input
              type="radio"
              name={`${id}-category`}
              checked={filters.category === category}
              onChange={() => onChange({ ...filters, category })}
            />
            {category ? words.category(category) : t('filters.allCategories')}
          </label>
        ))}
      </fieldset>

      <fieldset className="mp-fieldset">
        <legend>{t('filters.style')}</legend>
        <div className="mp-fieldset__columns">
          {STYLES.map((style) => (
            <label key={style} className="mp-check">
              <input
                type="checkbox"
                checked={filters.styles.includes(style)}
                onChange={(e) =>
                  onChange({ ...filters, styles: toggle(filters.styles, style, e.target.checked) })
                }
              />
              {words.style(style)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mp-fieldset">
        <legend>{t('filters.size')}</legend>
        {SIZE_CATEGORIES.map((size) => (
          <label key={size} className="mp-check">
            <input
              type="checkbox"
              checked={filters.sizes.includes(size)}
              onChange={(e) => onChange({ ...filters, sizes: toggle(filters.sizes, size, e.target.checked) })}
            />
            <span>
              <strong>{size}</strong> <span className="mp-check__hint">{words.sizeRange(size)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <PriceRange
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={(minPrice, maxPrice) => onChange({ ...filters, minPrice, maxPrice })}
      />

      <SelectField
        id={`${id}-city`}
        label={t('filters.city')}
        value={filters.city ?? ''}
        onChange={(e) =>
          onChange({ ...filters, city: isOneOf(CITIES, e.target.value) ? e.target.value : null })
        }
      >
        <option value="">{t('filters.allCities')}</option>
        {CITIES.map((city) => (
          <option key={city} value={city}>
            {cityName(city, words)}
          </option>
        ))}
      </SelectField>

      {hasActiveFilters(filters) && (
        <Button variant="secondary" size="sm" onClick={onClear} className="mp-filters__clear">
          {t('filters.clearAll')}
        </Button>
      )}
    </>
  );

  return (
    <section id={id} className={`mp-filters${open ? ' is-open' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="mp-filters__heading">
        {t('filters.heading')}
      </h2>

      {/* Until the page is hydrated the controls cannot act: they wait, visibly. Only the fieldset
          re-renders when that ends; the controls are made here, outside WhenHydrated's function. */}
      <WhenHydrated>
        {(hydrated) => (
          <fieldset className="mp-filters__controls" disabled={!hydrated}>
            {controls}
          </fieldset>
        )}
      </WhenHydrated>
    </section>
  );
}

function SearchField({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useDraft(value);
  const pending = draft.trim() !== value ? draft : null;
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  useDebouncedCommit(pending, commit);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit();
  };
  return (
    <form role="search" className="mp-field" onSubmit={submit}>
      <label htmlFor={id}>{t('filters.search')}</label>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={100}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
      />
    </form>
  );
}

function parsePrice(raw: string): number | null | 'invalid' {
  const s = raw.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : 'invalid';
}

const show = (n: number | null) => (n === null ? '' : String(n));

function PriceRange({
  min,
  max,
  onCommit,
}: {
  min: number | null;
  max: number | null;
  onCommit: (min: number | null, max: number | null) => void;
}) {
  const t = useT();
  const id = useId();
  const [minDraft, setMinDraft] = useDraft(show(min));
  const [maxDraft, setMaxDraft] = useDraft(show(max));
  const lo = parsePrice(minDraft);
  const hi = parsePrice(maxDraft);
  const valid = lo !== 'invalid' && hi !== 'invalid';
  const rangeError = valid && lo !== null && hi !== null && lo > hi;
  const changed = valid && (lo !== min || hi !== max);
  const commit = () => {
    if (valid && !rangeError && changed) onCommit(lo, hi);
  };
  useDebouncedCommit(changed && !rangeError ? `${minDraft}|${maxDraft}` : null, commit);
  const errorId = `${id}-error`;
  const invalidMin = lo === 'invalid' || rangeError;
  const invalidMax = hi === 'invalid' || rangeError;

  return (
    <fieldset className="mp-fieldset">
      <legend>{t('filters.price')}</legend>
      <div className="mp-price">
        <div className="mp-field">
          <label htmlFor={`${id}-min`}>{t('filters.minPrice')}</label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={minDraft}
            onChange={(e) => setMinDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            aria-invalid={invalidMin || undefined}
            aria-describedby={rangeError ? errorId : undefined}
          />
        </div>
        <span aria-hidden="true" className="mp-price__dash">
          –
        </span>
        <div className="mp-field">
          <label htmlFor={`${id}-max`}>{t('filters.maxPrice')}</label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={maxDraft}
            onChange={(e) => setMaxDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            aria-invalid={invalidMax || undefined}
            aria-describedby={rangeError ? errorId : undefined}
          />
        </div>
      </div>
      {rangeError && (
        <p id={errorId} className="mp-field__error" role="alert">
          {t('filters.priceError')}
        </p>
      )}
    </fieldset>
  );
}
