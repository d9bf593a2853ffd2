import { chevronDown, globe, type Glyph } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { headerDropdowns } from './lazyParts';
import { useLoadOnFirstUse } from '../../utils/loadOnFirstUse';
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
 * A header dropdown (Radix, loaded on first use) whose items are the setting's choices, the current
 * one checked; the trigger shows the short form and is read with the setting's name ("Edition: UK").
 */
export function SwitcherMenu({ label, options, value, onChange, icon = globe }: SwitcherMenuProps) {
  const menu = useLoadOnFirstUse(headerDropdowns, 'menu');
  const current = options.find((option) => option.value === value);
  const trigger = {
    className: styles.trigger,
    children: (
      <>
        <SvgIcon glyph={icon} size="small" />
        <VisuallyHidden>{label}: </VisuallyHidden>
        {current?.short}
        <SvgIcon glyph={chevronDown} size="small" />
      </>
    ),
  };
  if (!menu.loaded) return <button {...menu.triggerProps} {...trigger} />;
  return (
    <menu.loaded.SwitcherDropdown
      trigger={trigger}
      triggerRef={menu.triggerRef}
      label={label}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
