/** The page numbers a pager shows: first, last and two around the current one, with gaps as null. */
export function pageWindow(current: number, total: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page += 1) {
    const near = Math.abs(page - current) <= around;
    if (page === 1 || page === total || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
