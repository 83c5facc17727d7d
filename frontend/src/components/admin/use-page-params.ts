import { useSearchParams } from 'react-router';

/** A server-paged list's filter and page, kept in the address (`?search=galaxy&page=2`) so reloads and links keep them. */
export function usePageParams(filterKey: string) {
  const [params, setParams] = useSearchParams();
  const filter = params.get(filterKey) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** A new filter starts again at page 1. */
  const go = (next: { filter?: string; page?: number }) => {
    const query = new URLSearchParams();
    const text = next.filter ?? filter;
    if (text) query.set(filterKey, text);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return { filter, page, go };
}
