import type { ReactNode, RefObject } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { RenderLink } from '../../utils/renderLink';
import { check, power } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import type { AccountMenuLabels, HeaderLink } from './AccountMenu';
import type { SwitcherOption } from './SwitcherMenu';
import * as styles from './menu.css';

/** What the trigger shows, the same before and after the menu is loaded. */
export interface MenuTrigger {
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

interface DropdownTriggerProps {
  trigger: MenuTrigger;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

interface SwitcherDropdownProps extends DropdownTriggerProps {
  label: string;
  options: readonly SwitcherOption[];
  value: string;
  onChange: (value: string) => void;
}

/** The Radix dropdown of a SwitcherMenu: the setting's choices, the current one checked. */
export function SwitcherDropdown({
  trigger,
  triggerRef,
  label,
  options,
  value,
  onChange,
}: SwitcherDropdownProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={styles.content}>
          <DropdownMenu.Label className={styles.label}>{label}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className={styles.item}
              >
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <SvgIcon glyph={check} size="small" />
                </DropdownMenu.ItemIndicator>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface AccountDropdownProps extends DropdownTriggerProps {
  links: readonly HeaderLink[];
  onLogout: () => void;
  labels: AccountMenuLabels;
  renderLink: RenderLink;
}

/** The Radix dropdown of a signed-in AccountMenu: the account's pages, then logging out. */
export function AccountDropdown({
  trigger,
  triggerRef,
  links,
  onLogout,
  labels,
  renderLink,
}: AccountDropdownProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={styles.content}>
          {links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={styles.item}>
              {renderLink({ href: link.href, children: link.label })}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={onLogout}>
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
