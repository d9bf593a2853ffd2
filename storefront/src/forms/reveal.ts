/**
 * Focuses an element and brings it to the middle of the page, clear of the sticky header: a
 * browser's own scroll on focus may stop at the edge (Firefox, Safari), under the header.
 */
export function reveal(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  // jsdom, where the forms' component tests run, has no scrollIntoView.
  element.scrollIntoView?.({ block: 'center' });
}
