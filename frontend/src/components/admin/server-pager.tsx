import { totalPages } from '@/lib/core/core';
import { useI18n } from '@/lib/i18n';

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
  const i18n = useI18n();
  const pages = totalPages(total, perPage);
  return (
    <nav className="admin-pager" aria-label={i18n._('Pages of {noun}', { noun })}>
      <span>{i18n._('{total} {noun} · server page {page} of {pages}', { total, noun, page, pages })}</span>
      {pages > 1 && (
        <>
          <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {i18n._('Previous {perPage}', { perPage })}
          </button>
          <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {i18n._('Next {perPage}', { perPage })}
          </button>
        </>
      )}
    </nav>
  );
}
