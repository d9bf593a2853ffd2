import { cx } from '../../utils/cx';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import * as styles from './Footer.css';

export interface FooterLink {
  href: string;
  label: string;
}

/** A column of CMS pages under a heading ("Help": delivery, returns, contact …). */
export interface FooterGroup {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterEdition extends FooterLink {
  /** The edition being shown. */
  current?: boolean;
}

export interface FooterProps {
  groups: readonly FooterGroup[];
  /** Links to the shop's editions, each to its domain or path prefix. */
  editions: readonly FooterEdition[];
  labels: {
    /** Names the footer navigation ("Footer"). */
    navigation: string;
    /** Heads the edition links ("Editions"). */
    editions: string;
    /** The legal line ("© 2026 Rigsmith Ltd · Prices include VAT"). */
    legal: string;
  };
  renderLink?: RenderLink;
}

/** The page foot: columns of CMS links, the editions, and the legal line. */
export function Footer({ groups, editions, labels, renderLink = renderAnchor }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={labels.navigation} className={styles.groups}>
          {groups.map((group) => (
            <div key={group.title} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    {renderLink({ href: link.href, className: styles.link, children: link.label })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.bottom}>
          <div className={styles.group}>
            <h2 className={styles.groupTitle}>{labels.editions}</h2>
            <ul className={cx(styles.list, styles.editions)}>
              {editions.map((edition) => (
                <li key={edition.href}>
                  {renderLink({
                    href: edition.href,
                    className: styles.link,
                    'aria-current': edition.current ? 'true' : undefined,
                    children: edition.label,
                  })}
                </li>
              ))}
            </ul>
          </div>
          <p className={styles.legal}>{labels.legal}</p>
        </div>
      </div>
    </footer>
  );
}
