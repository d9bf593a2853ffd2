import type { ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { chevronLeft, chevronRight } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { paginationItems } from './paginationItems';
import * as styles from './Pagination.css';

export interface PaginationLabels {
  /** Names the navigation landmark ("Pages"). */
  navigation: string;
  previous: string;
  next: string;
  /** Names a page's link or button: `(3) => "Page 3"`. */
  page: (page: number) => string;
  /** The phone's compact status: `(3, 12) => "Page 3 of 12"`. */
  status: (page: number, pageCount: number) => string;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  labels: PaginationLabels;
  /** Renders pages as links (shareable, crawlable list pages); the router link via `renderLink`. */
  hrefFor?: (page: number) => string;
  /** Renders pages as buttons that call this, when the list is not addressed by URL. */
  onPageChange?: (page: number) => void;
  renderLink?: RenderLink;
  className?: string;
}

/** Moves through a long list page by page: numbers from small tablets up, "3 of 12" on phones. */
export function Pagination({
  page,
  pageCount,
  labels,
  hrefFor,
  onPageChange,
  renderLink = renderAnchor,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const goTo = (target: number, className: string, children: ReactNode, label?: string) =>
    hrefFor ? (
      renderLink({
        href: hrefFor(target),
        className,
        children,
        'aria-label': label,
        onClick: onPageChange && (() => onPageChange(target)),
      })
    ) : (
      <button
        type="button"
        className={className}
        aria-label={label}
        onClick={() => onPageChange?.(target)}
      >
        {children}
      </button>
    );
  const step = (target: number, enabled: boolean, children: ReactNode) =>
    enabled ? (
      goTo(target, styles.step, children)
    ) : (
      <span className={`${styles.step} ${styles.unavailable}`}>{children}</span>
    );
  return (
    <nav aria-label={labels.navigation} className={className}>
      <div className={styles.pagination}>
        {step(
          page - 1,
          page > 1,
          <>
            <SvgIcon glyph={chevronLeft} size="small" />
            {labels.previous}
          </>,
        )}
        <ul className={styles.pages}>
          {paginationItems(page, pageCount).map((item, index) => (
            <li key={item === 'gap' ? `gap-${index}` : item}>
              {item === 'gap' ? (
                <span className={styles.gap} aria-hidden="true">
                  …
                </span>
              ) : item === page ? (
                <span className={styles.current} aria-current="page">
                  <VisuallyHidden>{labels.page(item)}</VisuallyHidden>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                goTo(item, styles.page, item, labels.page(item))
              )}
            </li>
          ))}
        </ul>
        <p className={styles.status}>{labels.status(page, pageCount)}</p>
        {step(
          page + 1,
          page < pageCount,
          <>
            {labels.next}
            <SvgIcon glyph={chevronRight} size="small" />
          </>,
        )}
      </div>
    </nav>
  );
}
