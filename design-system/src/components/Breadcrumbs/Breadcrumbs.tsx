import { cx } from '../../utils/cx';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { chevronRight } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './Breadcrumbs.css';

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** The trail from the home page down to the parent of the current page. */
  items: readonly Breadcrumb[];
  /** The current page's title, the trail's last step (not a link). */
  current: string;
  /** Names the navigation landmark ("Breadcrumb"). */
  label: string;
  renderLink?: RenderLink;
  className?: string;
}

/** Where the page sits in the catalogue (from the category's breadcrumbs), each step a link. */
export function Breadcrumbs({
  items,
  current,
  label,
  renderLink = renderAnchor,
  className,
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            {renderLink({ href: item.href, className: styles.link, children: item.label })}
            <SvgIcon glyph={chevronRight} size="small" className={styles.separator} />
          </li>
        ))}
        <li className={cx(styles.item, styles.current)} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
