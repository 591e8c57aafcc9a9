import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { useLang, useT } from '../../messages/index.ts';
import '../home.css';
import { initials, TESTIMONIALS, type Testimonial } from './testimonials.ts';
import { LineIcon } from './LineIcon.tsx';

/** Large screens show the three side by side; smaller ones a carousel (previous, next, dots). */
const TESTIMONIAL_GRID_QUERY = '(min-width: 64rem)';

function useMediaQuery(query: string): boolean {
  const get = () => typeof window !== 'undefined' && (window.matchMedia?.(query).matches ?? false);
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** The home page's testimonials: a grid on large screens, a carousel with previous, next and dots below. */
export function Testimonials() {
  const t = useT();
  const wide = useMediaQuery(TESTIMONIAL_GRID_QUERY);
  return (
    <section className="mp-section mp-testimonials" aria-labelledby="mp-testimonials-title">
      <div className="kv-container">
        <div className="mp-section__header">
          <div>
            <h2 id="mp-testimonials-title" className="mp-section__title">
              {t('home.testimonials.title')}
            </h2>
            <p className="mp-section__lead">{t('home.testimonials.lead')}</p>
          </div>
          <Link to="/testimonials" className="mp-section__more">
            {t('home.testimonials.all')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {wide ? <TestimonialGrid /> : <TestimonialCarousel />}
      </div>
    </section>
  );
}

/** All three as a list (the /testimonials page, and the home page on large screens). */
export function TestimonialGrid() {
  const t = useT();
  return (
    <ul className="mp-quotes" aria-label={t('home.testimonials.label')}>
      {TESTIMONIALS.map((item) => (
        <li key={item.id}>
          <TestimonialCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The carousel (WAI-ARIA carousel pattern, no auto-rotation): a labelled region, each slide a
 * group "n of 3", previous/next buttons and one dot per slide; the slide change is announced.
 */
function TestimonialCarousel() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const total = TESTIMONIALS.length;
  const slideId = useId();
  const go = (i: number) => setIndex((i + total) % total);
  const item = TESTIMONIALS[index]!;
  return (
    <section
      className="mp-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.testimonials.label')}
    >
      <div className="mp-carousel__controls">
        <button
          type="button"
          className="mp-carousel__arrow"
          aria-controls={slideId}
          aria-label={t('home.testimonials.previous')}
          onClick={() => go(index - 1)}
        >
          <Arrow direction="left" />
        </button>
        <div className="mp-carousel__dots" role="group" aria-label={t('home.testimonials.choose')}>
          {TESTIMONIALS.map((entry, i) => (
            <button
              key={entry.id}
              type="button"
              className="mp-carousel__dot"
              aria-controls={slideId}
              aria-label={t('home.testimonials.show', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="mp-carousel__arrow"
          aria-controls={slideId}
          aria-label={t('home.testimonials.next')}
          onClick={() => go(index + 1)}
        >
          <Arrow direction="right" />
        </button>
      </div>
      <div id={slideId} aria-live="polite">
        <div
          key={item.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.testimonials.position', { n: index + 1, total })}
          className="mp-carousel__slide"
        >
          <TestimonialCard item={item} />
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const t = useT();
  const lang = useLang();
  const words = useArtworkWords();
  const copy = item.text[lang];
  return (
    <figure className="mp-quote">
      <span
        className="mp-quote__stars"
        role="img"
        aria-label={t('home.testimonials.rating', { rating: item.rating })}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} filled={i < item.rating} />
        ))}
      </span>
      <blockquote className="mp-quote__text">
        <p>{copy.quote}</p>
      </blockquote>
      <figcaption className="mp-quote__who">
        <span className="mp-quote__avatar" style={{ background: item.color }} aria-hidden="true">
          {initials(item.name)}
        </span>
        <span>
          <span className="mp-quote__name">{item.name}</span>{' '}
          <span className="kv-badge kv-badge--accent">{copy.badge}</span>
          <span className="mp-quote__role">
            {copy.role}, {cityName(item.city, words)}
          </span>
        </span>
      </figcaption>
      <ul className="mp-quote__stats">
        {copy.stats.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </figure>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={filled ? 'is-filled' : ''}>
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon>
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
