import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import * as frames from '../../stories/frames.css';
import { localeArgs } from '../../stories/locale';
import { Box } from '../Box/Box';
import { focusFirstInvalid } from '../Field/focusFirstInvalid';
import {
  ReviewForm,
  reviewFormStatuses,
  type ReviewFormProps,
  type ReviewFormStatus,
} from './ReviewForm';

/** What the form sends, as the storefront's schema has it: stars, a title, an optional text. */
const required = 'This is a required field';
const schema = z.object({
  rating: z.number({ error: required }).int().min(1, required).max(5, required),
  title: z.string().trim().min(1, required).max(200, 'This text is too long'),
  text: z.string().trim().max(4000, 'This text is too long'),
});
type Values = z.input<typeof schema>;

/** Called with the values of each submit the rules let through. */
const sent = fn();

/** The form wired as the storefront wires it: `register`, a `Controller` for the stars, zod. */
function WiredReviewForm({
  defaultValues = {},
  onSend = sent,
  ...props
}: ReviewFormProps & { defaultValues?: Partial<Values>; onSend?: (values: Values) => void }) {
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: { rating: undefined, title: '', text: '', ...defaultValues },
  });
  const { errors, submitCount } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);
  return (
    <Controller
      control={control}
      name="rating"
      render={({ field }) => (
        <ReviewForm
          {...props}
          ref={formRef}
          rating={field}
          title={register('title')}
          text={register('text')}
          onSubmit={handleSubmit((values) => onSend(values))}
          errors={{
            rating: errors.rating?.message,
            title: errors.title?.message,
            text: errors.text?.message,
            ...props.errors,
          }}
        />
      )}
    />
  );
}

const meta = {
  title: 'Commerce/ReviewForm',
  component: ReviewForm,
  args: {
    onSubmit: fn(),
    title: {},
    text: {},
    rating: { value: null, onChange: fn() },
    labels: {
      rating: 'Your rating',
      stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
      title: 'Title',
      text: 'Your review',
      textHint: 'Optional',
      submit: 'Submit review',
      submitted: 'Review submitted!',
    },
  },
  argTypes: { status: { control: 'radio', options: reviewFormStatuses } },
  decorators: [
    (Story) => (
      <Box className={frames.column}>
        <Story />
      </Box>
    ),
  ],
  render: (args, { globals }) => (
    <WiredReviewForm
      {...args}
      {...localeArgs<ReviewFormProps>(globals, {
        'fr-FR': {
          labels: {
            rating: 'Votre note',
            stars: (count) => (count === 1 ? '1 étoile' : `${count} étoiles`),
            title: 'Titre',
            text: 'Votre avis',
            textHint: 'Facultatif',
            submit: 'Envoyer mon avis',
            submitted: 'Avis envoyé !',
          },
        },
        it: {
          labels: {
            rating: 'Il tuo voto',
            stars: (count) => (count === 1 ? '1 stella' : `${count} stelle`),
            title: 'Titolo',
            text: 'La tua recensione',
            textHint: 'Facoltativo',
            submit: 'Invia recensione',
            submitted: 'Recensione inviata!',
          },
        },
        'es-ES': {
          labels: {
            rating: 'Tu valoración',
            stars: (count) => (count === 1 ? '1 estrella' : `${count} estrellas`),
            title: 'Título',
            text: 'Tu opinión',
            textHint: 'Opcional',
            submit: 'Enviar opinión',
            submitted: '¡Opinión enviada!',
          },
        },
        'de-DE': {
          labels: {
            rating: 'Deine Bewertung',
            stars: (count) => (count === 1 ? '1 Stern' : `${count} Sterne`),
            title: 'Titel',
            text: 'Dein Erfahrungsbericht',
            textHint: 'Optional',
            submit: 'Bewertung absenden',
            submitted: 'Bewertung gesendet!',
          },
        },
      })}
    />
  ),
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), '  Silent and fast  ');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your review' }),
      'Runs Cyberpunk at 140 FPS.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        rating: 4,
        title: 'Silent and fast',
        text: 'Runs Cyberpunk at 140 FPS.',
      }),
    );
  },
};

/** Stars by keyboard alone: Tab into the group, arrows to move, Enter in the title sends. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    // Held like a real key press: Radix moves focus on a timer and checks while the key is down.
    for (const stars of ['2 stars', '3 stars']) {
      await userEvent.keyboard('{ArrowRight>}');
      await waitFor(() => expect(canvas.getByRole('radio', { name: stars })).toHaveFocus());
      await userEvent.keyboard('{/ArrowRight}');
    }
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('Great build{Enter}');
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ rating: 3, title: 'Great build', text: '' }),
    );
  },
};

export const RatingAndTitleRequired: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'No title given');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    const stars = canvas.getByRole('radiogroup', { name: 'Your rating' });
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(stars).toHaveAttribute('aria-invalid', 'true'));
    await expect(stars).toHaveAccessibleDescription(required);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(required);
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    errors: {
      title: 'This text is too long',
      form: 'Oops something went wrong. Try again later',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops something went wrong');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'This text is too long',
    );
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  render: (args, context) =>
    meta.render(
      { ...args, defaultValues: { rating: 5, title: 'Silent and fast' } } as typeof args,
      context,
    ),
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Submit review' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  render: function Flow(args, context) {
    const [status, setStatus] = useState<ReviewFormStatus>('idle');
    return meta.render(
      {
        ...args,
        status,
        onSend: (values: Values) => {
          sent(values);
          setStatus('submitting');
          setTimeout(() => setStatus('submitted'), 200);
        },
      } as typeof args,
      context,
    );
  },
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Title' }),
      'Worth every penny{Enter}',
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Review submitted!'));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(sent).toHaveBeenCalledTimes(1);
  },
};
