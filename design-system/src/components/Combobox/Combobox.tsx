import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { Field, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { check, chevronDown } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './Combobox.css';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps extends FieldTextProps {
  options: readonly ComboboxOption[];
  /** The picked option's value; `null` while nothing is picked. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the picked value, or `null` when typing discards a pick; spreads a Controller's `field`. */
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** Called with the typed text, for callers that load suggestions as the shopper types. */
  onInputChange?: (text: string) => void;
  /** Filters `options` by the typed text; turn off when the caller already filters. */
  filter?: boolean;
  /** Shown when the shopper leaves typed text that is not picked from the list, e.g.
   * "Invalid value. Select city from the drop-down list". */
  invalidMessage: string;
  /** Shown in place of the list when nothing matches the typed text. */
  noResults: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  id?: string;
  className?: string;
  /** Reaches the input, so react-hook-form can focus it on an error. */
  ref?: Ref<HTMLInputElement>;
}

/** Letters compared without case or accents: "koln" finds "Köln". */
function fold(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

const wordSeparator = /[\s\-'’(/]/;

/** A label matches when one of its words starts with the typed text: "upon" finds "Newcastle upon Tyne". */
function matches(label: string, typed: string) {
  const query = fold(typed.trim());
  const folded = fold(label);
  for (let index = 0; index < folded.length; index += 1) {
    const wordStart = index === 0 || wordSeparator.test(folded.charAt(index - 1));
    if (wordStart && folded.startsWith(query, index)) return true;
  }
  return query === '';
}

/**
 * A text input whose value must be picked from a list filtered as you type (the ARIA 1.2
 * combobox pattern with a list box popup): arrows move through the list, Enter picks, Escape
 * closes. Typed text left unpicked shows `invalidMessage`.
 */
export function Combobox({
  label,
  hint,
  error,
  required,
  options,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  onInputChange,
  filter = true,
  invalidMessage,
  noResults,
  name,
  placeholder,
  disabled,
  autoComplete = 'off',
  id,
  className,
  ref,
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listboxId = `${inputId}-listbox`;
  const [innerValue, setInnerValue] = useState<string | null>(defaultValue);
  const picked = value === undefined ? innerValue : value;
  const labelOf = (optionValue: string | null) =>
    options.find((option) => option.value === optionValue)?.label ?? '';
  const [text, setText] = useState(() => labelOf(picked));
  const [syncedValue, setSyncedValue] = useState(picked);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const [unpicked, setUnpicked] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  // A pick made outside (a form reset, a saved address) shows its label in the input.
  if (picked !== syncedValue) {
    setSyncedValue(picked);
    if (picked !== null) {
      setText(labelOf(picked));
      setUnpicked(false);
    }
  }

  const shown = filter ? options.filter((option) => matches(option.label, text)) : options;
  const expanded = open && shown.length > 0;
  const showNoResults = open && shown.length === 0 && text.trim() !== '';

  const pick = (option: ComboboxOption) => {
    setInnerValue(option.value);
    setSyncedValue(option.value);
    setText(option.label);
    setUnpicked(false);
    setOpen(false);
    setHighlighted(-1);
    if (option.value !== picked) onChange?.(option.value);
  };

  const move = (step: 1 | -1) => {
    if (!open) setOpen(true);
    if (shown.length === 0) return;
    const next =
      highlighted < 0
        ? step === 1
          ? 0
          : shown.length - 1
        : (highlighted + step + shown.length) % shown.length;
    setHighlighted(next);
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const option = expanded ? shown[highlighted] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setHighlighted(-1);
        }
        break;
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (listRef.current?.contains(event.relatedTarget)) return;
    setOpen(false);
    setHighlighted(-1);
    const typed = text.trim();
    const exact = options.find((option) => fold(option.label) === fold(typed));
    if (picked === null && exact) pick(exact);
    else setUnpicked(picked === null && typed !== '');
    onBlur?.();
  };

  const activeOption = expanded ? shown[highlighted] : undefined;
  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={unpicked ? invalidMessage : error}
      required={required}
      className={className}
    >
      {(control) => (
        <div className={styles.anchor}>
          <input
            {...control}
            ref={ref}
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={
              activeOption ? `${listboxId}-${shown.indexOf(activeOption)}` : undefined
            }
            autoComplete={autoComplete}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            className={`${fieldStyles.control} ${styles.input}`}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              setOpen(true);
              setHighlighted(-1);
              onInputChange?.(next);
              if (picked !== null && next !== labelOf(picked)) {
                setInnerValue(null);
                setSyncedValue(null);
                onChange?.(null);
              }
            }}
            onClick={() => setOpen(true)}
            onKeyDown={handleKeyDown}
            onBlur={handleBlur}
          />
          <SvgIcon glyph={chevronDown} size="small" className={styles.chevron} />
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-labelledby={`${inputId}-label`}
            className={styles.listbox}
            hidden={!expanded}
          >
            {shown.map((option, index) => (
              // Keys reach the input, which owns focus and points at the option (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={option.value === picked}
                data-highlighted={index === highlighted}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setHighlighted(index)}
                onClick={() => pick(option)}
              >
                <SvgIcon glyph={check} size="small" className={styles.optionCheck} />
                {option.label}
              </li>
            ))}
          </ul>
          {showNoResults && (
            <p role="status" className={styles.noResults}>
              {noResults}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
