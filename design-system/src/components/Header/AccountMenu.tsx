import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { RenderLink } from '../../utils/renderLink';
import { chevronDown, power, user } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={labels.account(account.name)}>
        <SvgIcon glyph={user} size="small" />
        <span className={styles.wideOnly}>{account.name}</span>
        <SvgIcon glyph={chevronDown} size="small" className={styles.wideOnlyIcon} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={styles.content}>
          {account.links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={styles.item}>
              {renderLink({ href: link.href, children: link.label })}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={account.onLogout}>
            <span className={styles.indicator}>
              <SvgIcon glyph={power} size="small" />
            </span>
            {labels.logOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
