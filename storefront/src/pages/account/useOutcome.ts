import { useState } from 'react';
import { useFormText } from './useFormText';

/** A form's outcome: the saved message, or the text of a refusal. */
export function useOutcome() {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { failureText } = useFormText();
  return {
    saved,
    failure,
    start() {
      setSaved(false);
      setFailure(undefined);
    },
    succeed: () => setSaved(true),
    fail: (error: unknown) => setFailure(failureText(error)),
  };
}
