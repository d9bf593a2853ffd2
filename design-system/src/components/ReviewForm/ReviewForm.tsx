import type { ComponentPropsWithRef, FormEventHandler, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { FormError } from '../FormError/FormError';
import { success } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { RadioGroup, type RadioGroupHandle } from '../RadioGroup/RadioGroup';
import { Textarea } from '../Textarea/Textarea';
import { TextField } from '../TextField/TextField';
import * as styles from './ReviewForm.css';

export const reviewFormStatuses = ['idle', 'submitting', 'submitted'] as const;
export type ReviewFormStatus = (typeof reviewFormStatuses)[number];

/** The stars a review may give, fewest first. */
export const reviewStars = [1, 2, 3, 4, 5] as const;

export interface ReviewFormLabels {
  /** Names the stars ("Your rating"). */
  rating: string;
  /** One choice of stars in words ("4 stars"). */
  stars: (count: number) => string;
  title: string;
  text: string;
  /** Under the text field ("Optional"). */
  textHint?: string;
  submit: string;
  /** Replaces the form once sent ("Review submitted!"). */
  submitted: string;
}

/** What a text field takes from its form: react-hook-form's `register(name)` spreads on. */
export type ReviewInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>;
export type ReviewTextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

/** The stars picked: a react-hook-form `Controller`'s field (the value a number of stars). */
export interface ReviewRatingProps {
  name?: string;
  value: number | null | undefined;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  ref?: Ref<RadioGroupHandle>;
}

export interface ReviewFormProps {
  /** The title's input props (`register('title')`). */
  title: ReviewInputProps;
  /** The text's textarea props (`register('text')`). */
  text: ReviewTextareaProps;
  rating: ReviewRatingProps;
  /** Each field's message, and one for the whole form (a refused call). */
  errors?: { rating?: string; title?: string; text?: string; form?: string };
  status?: ReviewFormStatus;
  /** The form's submit (react-hook-form's `handleSubmit(…)`): values and rules are the form's. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  labels: ReviewFormLabels;
  /** The form-wide message's element, to focus when a submit is refused. */
  errorRef?: Ref<HTMLDivElement>;
  className?: string;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A review of an ordered item: stars (1 to 5, required), a required title and an optional text;
 * once sent, a confirmation in its place. The form around it owns the values and their rules.
 */
export function ReviewForm({
  title,
  text,
  rating,
  errors = {},
  status = 'idle',
  onSubmit,
  labels,
  errorRef,
  className,
  ref,
}: ReviewFormProps) {
  if (status === 'submitted') {
    return (
      <p role="status" className={cx(styles.submitted, className)}>
        <SvgIcon glyph={success} />
        {labels.submitted}
      </p>
    );
  }

  const { value, onChange, ...ratingField } = rating;
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        if (status === 'submitting') {
          event.preventDefault();
          return;
        }
        onSubmit(event);
      }}
      className={cx(styles.form, className)}
    >
      <FormError ref={errorRef} message={errors.form} />
      <RadioGroup
        {...ratingField}
        label={labels.rating}
        orientation="horizontal"
        required
        value={value ? String(value) : null}
        onChange={(stars) => onChange(Number(stars))}
        options={reviewStars.map((stars) => ({
          value: String(stars),
          label: labels.stars(stars),
        }))}
        error={errors.rating}
      />
      <TextField label={labels.title} required error={errors.title} {...title} />
      <Textarea label={labels.text} hint={labels.textHint} error={errors.text} {...text} />
      <div>
        <Button type="submit" loading={status === 'submitting'}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
