import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { RenderLink } from '../../utils/renderLink';
import * as dialogStyles from '../Dialog/Dialog.css';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { Switcher } from './SwitcherMenu';
import * as styles from './Header.css';

export interface NavigationLink {
  href: string;
  label: string;
  /** Marks the link of the page being shown. */
  current?: boolean;
}

interface MenuDrawerProps {
  navigation: readonly NavigationLink[];
  edition: Switcher;
  currency: Switcher;
  labels: {
    menu: string;
    closeMenu: string;
    navigation: string;
    edition: string;
    currency: string;
  };
  renderLink: RenderLink;
}

/** The phone and tablet menu: a panel from the side with the navigation and the two switchers. */
export function MenuDrawer({ navigation, edition, currency, labels, renderLink }: MenuDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <IconButton icon="menu" label={labels.menu} className={styles.menuButton} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerTop}>
            <RadixDialog.Title asChild>
              <VisuallyHidden>{labels.menu}</VisuallyHidden>
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label={labels.closeMenu} />
            </RadixDialog.Close>
          </div>
          <nav aria-label={labels.navigation}>
            <ul className={styles.drawerList}>
              {navigation.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    className: styles.drawerLink,
                    'aria-current': link.current ? 'page' : undefined,
                    onClick: () => setOpen(false),
                    children: link.label,
                  })}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.drawerSettings}>
            <Select
              label={labels.edition}
              options={edition.options}
              value={edition.value}
              onChange={edition.onChange}
            />
            <Select
              label={labels.currency}
              options={currency.options}
              value={currency.value}
              onChange={currency.onChange}
            />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
