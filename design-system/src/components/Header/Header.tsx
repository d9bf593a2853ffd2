import type { RenderLink } from '../../utils/renderLink';
import { renderAnchor } from '../../utils/renderLink';
import { cart } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { AccountMenu, type AccountMenuLabels, type HeaderAccount } from './AccountMenu';
import { Logo } from './Logo';
import { MenuDrawer, type NavigationLink } from './MenuDrawer';
import { SwitcherMenu, type Switcher } from './SwitcherMenu';
import * as styles from './Header.css';
import * as menuStyles from './menu.css';

export interface HeaderLabels extends AccountMenuLabels {
  /** Names the logo link ("Rigsmith home"). */
  home: string;
  /** Names the main navigation landmark ("Main"). */
  navigation: string;
  /** Names the menu button of phones and tablets ("Menu"). */
  menu: string;
  closeMenu: string;
  /** The edition switcher's name ("Edition"). */
  edition: string;
  /** The currency switcher's name ("Currency"). */
  currency: string;
  /** Names the cart link with its count: `(3) => "Cart, 3 items"`. */
  cart: (count: number) => string;
}

export interface HeaderProps {
  homeHref: string;
  navigation: readonly NavigationLink[];
  edition: Switcher;
  currency: Switcher;
  account: HeaderAccount;
  cart: { href: string; count: number };
  labels: HeaderLabels;
  renderLink?: RenderLink;
}

/**
 * The shop's top bar: logo, main navigation, edition and currency switchers, account and cart.
 * Below desktop width the navigation and switchers move into a menu panel behind a menu button.
 */
export function Header({
  homeHref,
  navigation,
  edition,
  currency,
  account,
  cart: cartLink,
  labels,
  renderLink = renderAnchor,
}: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <MenuDrawer
          navigation={navigation}
          edition={edition}
          currency={currency}
          labels={labels}
          renderLink={renderLink}
        />
        {renderLink({
          href: homeHref,
          className: styles.home,
          'aria-label': labels.home,
          children: <Logo />,
        })}
        <nav aria-label={labels.navigation} className={styles.nav}>
          <ul className={styles.navList}>
            {navigation.map((link) => (
              <li key={link.href}>
                {renderLink({
                  href: link.href,
                  className: styles.navLink,
                  'aria-current': link.current ? 'page' : undefined,
                  children: link.label,
                })}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.switchers}>
            <SwitcherMenu label={labels.edition} {...edition} />
            <SwitcherMenu label={labels.currency} {...currency} />
          </div>
          <AccountMenu account={account} labels={labels} renderLink={renderLink} />
          {renderLink({
            href: cartLink.href,
            className: `${menuStyles.trigger} ${styles.cart}`,
            'aria-label': labels.cart(cartLink.count),
            children: (
              <>
                <SvgIcon glyph={cart} />
                {cartLink.count > 0 && (
                  <span className={styles.cartCount} aria-hidden="true">
                    {cartLink.count > 99 ? '99+' : cartLink.count}
                  </span>
                )}
              </>
            ),
          })}
        </div>
      </div>
    </header>
  );
}
