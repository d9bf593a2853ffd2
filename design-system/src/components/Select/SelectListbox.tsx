import type { ButtonHTMLAttributes, Ref } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { check, chevronDown, chevronUp } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import type { SelectOption } from './Select';
import * as styles from './Select.css';

interface SelectListboxProps<Value extends string> {
  /** The trigger's attributes and content, the same before and after the listbox is loaded. */
  trigger: ButtonHTMLAttributes<HTMLButtonElement>;
  triggerRef: Ref<HTMLButtonElement>;
  options: readonly SelectOption<Value>[];
  value: Value | '';
  onValueChange: (value: Value) => void;
  name: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

/** The Radix select of a Select: type-ahead, arrow keys, and a hidden native select for forms. */
export function SelectListbox<Value extends string>({
  trigger,
  triggerRef,
  options,
  value,
  onValueChange,
  name,
  required,
  disabled,
}: SelectListboxProps<Value>) {
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={(picked) => onValueChange(picked as Value)}
      name={name}
      required={required}
      disabled={disabled}
    >
      <RadixSelect.Trigger ref={triggerRef} {...trigger} />
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} className={styles.content}>
          <RadixSelect.ScrollUpButton className={styles.scrollButton}>
            <SvgIcon glyph={chevronUp} size="small" />
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
              >
                <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                  <SvgIcon glyph={check} size="small" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className={styles.scrollButton}>
            <SvgIcon glyph={chevronDown} size="small" />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
