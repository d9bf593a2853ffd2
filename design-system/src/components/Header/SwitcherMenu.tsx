import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { check, chevronDown, globe, type Glyph } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './menu.css';

export interface SwitcherOption {
  value: string;
  /** The option's full name in the menu ("United Kingdom", "Euro (€)"). */
  label: string;
  /** The short form shown on the trigger ("UK", "EUR"). */
  short: string;
}

/** A setting the shopper switches from the header: the edition or the currency. */
export interface Switcher {
  options: readonly SwitcherOption[];
  value: string;
  onChange: (value: string) => void;
}

interface SwitcherMenuProps extends Switcher {
  /** The setting's name, read with the trigger and heading the menu ("Edition"). */
  label: string;
  icon?: Glyph;
}

/**
 * A header dropdown (Radix) whose items are the setting's choices, the current one checked; the
 * trigger shows the short form and is read with the setting's name ("Edition: UK").
 */
export function SwitcherMenu({ label, options, value, onChange, icon = globe }: SwitcherMenuProps) {
  const current = options.find((option) => option.value === value);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        <SvgIcon glyph={icon} size="small" />
        <VisuallyHidden>{label}: </VisuallyHidden>
        {current?.short}
        <SvgIcon glyph={chevronDown} size="small" />
      </DropdownMenu.Trigger>
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
