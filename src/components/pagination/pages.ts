/** Spec 3 and 9: current page 1 and two neighbours each side by default; none below 768 px. */
export const MOBILE_PAGES_TO_SHOW = 0;
export const DEFAULT_CURRENT_PAGE = 1;
export const DEFAULT_PAGES_TO_SHOW = 2;

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The page numbers to show: always the first, last and current page, `pagesToShow` neighbours
 * each side of the current one, and gaps where pages are left out.
 */
export function paginationItems(amountPages: number, currentPage = DEFAULT_CURRENT_PAGE, pagesToShow = DEFAULT_PAGES_TO_SHOW): PageItem[] {
  const total = Math.max(1, Math.floor(amountPages));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const pages = new Set([1, total, current]);
  for (let offset = 1; offset <= pagesToShow; offset += 1) {
    if (current - offset >= 1) pages.add(current - offset);
    if (current + offset <= total) pages.add(current + offset);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page, current: page === current });
  });
  return items;
}
