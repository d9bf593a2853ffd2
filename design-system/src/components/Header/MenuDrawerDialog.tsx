import { useState, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as dialogStyles from '../Dialog/Dialog.css';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { MenuDrawerProps } from './MenuDrawer';
import * as styles from './Header.css';

interface MenuDrawerDialogProps extends MenuDrawerProps {
  /** The menu button, the same before and after the drawer is loaded. */
  trigger: IconButtonProps;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The Radix dialog of the MenuDrawer: the navigation and the two switchers. */
export function MenuDrawerDialog({
  trigger,
  triggerRef,
  navigation,
  edition,
  currency,
  labels,
  renderLink,
}: MenuDrawerDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <IconButton ref={triggerRef} {...trigger} />
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
