import { totalPages } from '../../../lib/core';

interface ServerPagerProps {
  page: number;
  perPage: number;
  total: number;
  /** What is counted, plural: "products". */
  noun: string;
  onPage: (page: number) => void;
}

/** Pages of a list the server pages (the table pages within one answer). */
export function ServerPager({ page, perPage, total, noun, onPage }: ServerPagerProps) {
  const pages = totalPages(total, perPage);
  return (
    <nav className="admin-pager" aria-label={`Pages of ${noun}`}>
      <span>
        {total} {noun} · server page {page} of {pages}
      </span>
      {pages > 1 && (
        <>
          <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous {perPage}
          </button>
          <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next {perPage}
          </button>
        </>
      )}
    </nav>
  );
}
