/**
 * Moves focus to the first control marked invalid inside `container`, in document order (a radio
 * group gets its checked or first enabled radio). react-hook-form focuses fields in registration
 * order, which puts `register`ed inputs before `Controller` fields whatever the layout; call this
 * after a failed submit instead (with `shouldFocusError: false`). Returns the focused element.
 */
export function focusFirstInvalid(container: HTMLElement | null): HTMLElement | null {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  const target =
    invalid.getAttribute('role') === 'radiogroup'
      ? (invalid.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
        invalid.querySelector<HTMLElement>('[role="radio"]:not(:disabled)'))
      : invalid;
  target?.focus();
  return target ?? null;
}
