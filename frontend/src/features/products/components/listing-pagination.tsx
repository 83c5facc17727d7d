import { Link, type To } from 'react-router';
import { clampPage } from '@/lib/core/core';
import { pageWindow } from '../utils/page-window';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

interface Props {
  page: number;
  pages: number;
  /** Where the link to a page goes. */
  hrefFor: (page: number) => To;
}

/** Previous / numbered / next page links; nothing when there is one page. */
export function ListingPagination({ page, pages, hrefFor }: Props) {
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  if (pages <= 1) return null;
  const current = clampPage(page, pages);
  const prev = clampPage(current - 1, pages);
  const next = clampPage(current + 1, pages);
  return (
    <nav className="pagination" aria-label={i18n._('Pages')}>
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(prev)} className="pagination__link" rel="prev">
              {i18n._('‹ Previous')}
            </Link>
          ) : (
            <span className="pagination__link is-disabled" aria-disabled="true">
              {i18n._('‹ Previous')}
            </span>
          )}
        </li>
        {pageWindow(current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                className={`pagination__link${n === current ? ' is-current' : ''}`}
                aria-current={n === current ? 'page' : undefined}
                aria-label={i18n._('Page {n}', { n: number(n) })}
              >
                {number(n)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link to={hrefFor(next)} className="pagination__link" rel="next">
              {i18n._('Next ›')}
            </Link>
          ) : (
            <span className="pagination__link is-disabled" aria-disabled="true">
              {i18n._('Next ›')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
