import type { RenderLink } from '../../utils/renderLink';
import { chevronDown, user } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { headerDropdowns } from './lazyParts';
import { useLoadOnFirstUse } from '../../utils/loadOnFirstUse';
import * as styles from './menu.css';

export interface HeaderLink {
  href: string;
  label: string;
}

/** Who is browsing: a guest gets a sign-in link, a signed-in customer an account menu. */
export type HeaderAccount =
  | { signedIn: false; signInHref: string }
  | {
      signedIn: true;
      /** The first word of the customer's full name. */
      name: string;
      /** Profile, orders, saved builds … */
      links: readonly HeaderLink[];
      onLogout: () => void;
    };

export interface AccountMenuLabels {
  /** Names the menu trigger with the customer's name: `(name) => "Account: Ada"`. */
  account: (name: string) => string;
  signIn: string;
  logOut: string;
}

interface AccountMenuProps {
  account: HeaderAccount;
  labels: AccountMenuLabels;
  renderLink: RenderLink;
}

/** The header's account entry; on phones only its icon shows, its text is still read. */
export function AccountMenu({ account, labels, renderLink }: AccountMenuProps) {
  if (!account.signedIn) {
    return renderLink({
      href: account.signInHref,
      className: styles.trigger,
      children: (
        <>
          <SvgIcon glyph={user} size="small" />
          <span className={styles.wideOnly}>{labels.signIn}</span>
        </>
      ),
    });
  }
  return (
    <SignedInMenu
      name={account.name}
      links={account.links}
      onLogout={account.onLogout}
      labels={labels}
      renderLink={renderLink}
    />
  );
}

interface SignedInMenuProps {
  name: string;
  links: readonly HeaderLink[];
  onLogout: () => void;
  labels: AccountMenuLabels;
  renderLink: RenderLink;
}

/** The signed-in customer's menu (Radix, loaded on first use), named with their name. */
function SignedInMenu({ name, links, onLogout, labels, renderLink }: SignedInMenuProps) {
  const menu = useLoadOnFirstUse(headerDropdowns, 'menu');
  const trigger = {
    className: styles.trigger,
    'aria-label': labels.account(name),
    children: (
      <>
        <SvgIcon glyph={user} size="small" />
        <span className={styles.wideOnly}>{name}</span>
        <SvgIcon glyph={chevronDown} size="small" className={styles.wideOnlyIcon} />
      </>
    ),
  };
  if (!menu.loaded) return <button {...menu.triggerProps} {...trigger} />;
  return (
    <menu.loaded.AccountDropdown
      trigger={trigger}
      triggerRef={menu.triggerRef}
      links={links}
      onLogout={onLogout}
      labels={labels}
      renderLink={renderLink}
    />
  );
}
