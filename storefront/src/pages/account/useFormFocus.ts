import { useEffect, useRef } from 'react';
import { focusFirstInvalid } from '@pcshop/design-system';

/**
 * Moves focus where a failed submit needs the shopper: the first invalid field in page order
 * after a submit the schema refused, or the form's error once the server refused it.
 */
export function useFormFocus(submitCount: number, failure: string | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);
  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);
  return { formRef, errorRef };
}
