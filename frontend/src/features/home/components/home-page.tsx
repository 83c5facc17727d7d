import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useResource } from '@/lib/hooks/use-resource';
import { type HomeSections, getHome } from '../api/get-home';
import { HomeSection } from './home-section';
import './home.css';
import { type I18n, useI18n } from '@/lib/i18n';
import { useFirstScreenDone } from '@/lib/first-screen';

const sorted = (orderBy: string) => `${paths.products}?orderBy=${orderBy}&orderDirection=desc`;

/** The contract's five home sections, in its order. */
const sectionsOf = (i18n: I18n): { key: keyof HomeSections; title: string; seeAll?: string }[] => [
  { key: 'latest', title: i18n._('Latest phones'), seeAll: paths.products },
  { key: 'topFavorites', title: i18n._('Shoppers’ favourites') },
  { key: 'topSales', title: i18n._('Best sellers'), seeAll: sorted('sold') },
  { key: 'topDiscount', title: i18n._('Biggest discounts'), seeAll: sorted('discount') },
  { key: 'topRating', title: i18n._('Top rated'), seeAll: sorted('rate') },
];

/** Shelves drawn with the first answer: the first is what a phone's screen shows. */
const FIRST_SHELVES = 1;

/**
 * Whether every shelf may be drawn: once the first shelves have painted, so
 * the largest picture on the screen does not wait for four shelves of cards
 * below the fold to render (half a second on a slow phone).
 */
function useRestAfterPaint(ready: boolean): boolean {
  const [rest, setRest] = useState(false);
  useEffect(() => {
    if (!ready || rest) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set in an animation frame runs after that frame has painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRest(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, rest]);
  return rest;
}

export function HomePage() {
  const i18n = useI18n();
  const { data: sections, error: failure } = useResource(getHome, i18n._('Could not load the phones. Please try again.'));
  const everyShelf = useRestAfterPaint(Boolean(sections));
  useFirstScreenDone(Boolean(sections || failure));

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{i18n._('Genuine phones, delivered across Bangladesh')}</h1>
        <p>{i18n._('Official warranty, cash on delivery or bKash, and prices in TK with no surprises at checkout.')}</p>
        <Link to={paths.products} className="button button--primary">
          {i18n._('Browse all phones')}
        </Link>
      </section>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {!sections && !failure && (
        <div className="home-section__row" aria-busy="true" aria-label={i18n._('Loading phones')}>
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="product-card product-card--skeleton" />
          ))}
        </div>
      )}
      {sections &&
        sectionsOf(i18n)
          .slice(0, everyShelf ? undefined : FIRST_SHELVES)
          .map((section, index) => (
            <HomeSection
              key={section.key}
              id={`home-${section.key}`}
              title={section.title}
              products={sections[section.key]}
              seeAll={section.seeAll}
              priority={index === 0}
            />
          ))}
    </div>
  );
}
