export type PaginationItem = number | 'gap';

/**
 * The pages to show for `page` of `pageCount`: always the first and last, the current one with a
 * neighbour on each side, and a gap where pages are left out; never more than 7 items, and a gap
 * never hides a single page (it shows the page instead).
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.min(Math.max(page - 1, 3), pageCount - 4);
  const end = Math.max(Math.min(page + 1, pageCount - 2), 5);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    start === 3 ? 2 : 'gap',
    ...middle,
    end === pageCount - 2 ? pageCount - 1 : 'gap',
    pageCount,
  ];
}
