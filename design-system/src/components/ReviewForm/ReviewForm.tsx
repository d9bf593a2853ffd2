import { useRef, useState, type FormEvent, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { FormError } from '../FormError/FormError';
import { success } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { Textarea } from '../Textarea/Textarea';
import { TextField } from '../TextField/TextField';
import * as styles from './ReviewForm.css';

export const reviewFormStatuses = ['idle', 'submitting', 'submitted'] as const;
export type ReviewFormStatus = (typeof reviewFormStatuses)[number];

export interface ReviewValues {
  title: string;
  /** Optional: an empty string when the shopper wrote none. */
  text: string;
}

export interface ReviewFormLabels {
  title: string;
  text: string;
  /** Under the text field ("Optional"). */
  textHint?: string;
  submit: string;
  /** Shown when the title is left empty ("This is a required field"). */
  required: string;
  /** Replaces the form once sent ("Review submitted!"). */
  submitted: string;
}

export interface ReviewFormProps {
  /** Called with the trimmed values once the title is filled in. */
  onSubmit: (review: ReviewValues) => void;
  /** Errors from the server: per field, and one for the whole form. */
  errors?: { title?: string; text?: string; form?: string };
  status?: ReviewFormStatus;
  defaultValues?: Partial<ReviewValues>;
  labels: ReviewFormLabels;
  className?: string;
  ref?: Ref<HTMLFormElement>;
}

/** An order's review: a required title and an optional text. */
export function ReviewForm({
  onSubmit,
  errors = {},
  status = 'idle',
  defaultValues = {},
  labels,
  className,
  ref,
}: ReviewFormProps) {
  const [titleMissing, setTitleMissing] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  if (status === 'submitted') {
    return (
      <p role="status" className={cx(styles.submitted, className)}>
        <SvgIcon glyph={success} />
        {labels.submitted}
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const data = new FormData(event.currentTarget);
    const title = String(data.get('title') ?? '').trim();
    const text = String(data.get('text') ?? '').trim();
    setTitleMissing(title === '');
    if (title === '') {
      titleRef.current?.focus();
      return;
    }
    onSubmit({ title, text });
  };

  return (
    <form ref={ref} noValidate onSubmit={submit} className={cx(styles.form, className)}>
      <FormError message={errors.form} />
      <TextField
        ref={titleRef}
        name="title"
        label={labels.title}
        required
        defaultValue={defaultValues.title}
        error={titleMissing ? labels.required : errors.title}
        onChange={(event) => {
          if (titleMissing && event.target.value.trim()) setTitleMissing(false);
        }}
      />
      <Textarea
        name="text"
        label={labels.text}
        hint={labels.textHint}
        defaultValue={defaultValues.text}
        error={errors.text}
      />
      <div>
        <Button type="submit" loading={status === 'submitting'}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
