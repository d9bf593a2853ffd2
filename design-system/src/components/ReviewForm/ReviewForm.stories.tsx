import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { localeArgs } from '../../stories/locale';
import { Box } from '../Box/Box';
import {
  ReviewForm,
  reviewFormStatuses,
  type ReviewFormProps,
  type ReviewFormStatus,
} from './ReviewForm';

const meta = {
  title: 'Commerce/ReviewForm',
  component: ReviewForm,
  args: {
    onSubmit: fn(),
    labels: {
      title: 'Title',
      text: 'Your review',
      textHint: 'Optional',
      submit: 'Submit review',
      required: 'This is a required field',
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
    <ReviewForm
      {...args}
      {...localeArgs<ReviewFormProps>(globals, {
        'fr-FR': {
          labels: {
            title: 'Titre',
            text: 'Votre avis',
            textHint: 'Facultatif',
            submit: 'Envoyer mon avis',
            required: 'Ce champ est obligatoire',
            submitted: 'Avis envoyé !',
          },
        },
        it: {
          labels: {
            title: 'Titolo',
            text: 'La tua recensione',
            textHint: 'Facoltativo',
            submit: 'Invia recensione',
            required: 'Questo campo è obbligatorio',
            submitted: 'Recensione inviata!',
          },
        },
        'es-ES': {
          labels: {
            title: 'Título',
            text: 'Tu opinión',
            textHint: 'Opcional',
            submit: 'Enviar opinión',
            required: 'Este campo es obligatorio',
            submitted: '¡Opinión enviada!',
          },
        },
        'de-DE': {
          labels: {
            title: 'Titel',
            text: 'Deine Bewertung',
            textHint: 'Optional',
            submit: 'Bewertung absenden',
            required: 'Dies ist ein Pflichtfeld',
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), '  Silent and fast  ');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your review' }),
      'Runs Cyberpunk at 140 FPS.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Silent and fast',
      text: 'Runs Cyberpunk at 140 FPS.',
    });
  },
};

export const TitleOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Great build{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Great build', text: '' });
  },
};

export const TitleRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'No title given');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('This is a required field');
  },
};

export const RequiredErrorClearsOnTyping: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title, 'Quiet');
    await expect(title).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Quiet', text: '' });
  },
};

export const ServerErrors: Story = {
  args: {
    defaultValues: { title: 'x'.repeat(12), text: 'Fine.' },
    errors: {
      title: 'Name is too long',
      form: 'Oops something went wrong. Try again later',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops something went wrong');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Name is too long',
    );
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', defaultValues: { title: 'Silent and fast' } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit review' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  render: function Flow(args) {
    const [status, setStatus] = useState<ReviewFormStatus>('idle');
    return (
      <ReviewForm
        {...args}
        status={status}
        onSubmit={(review) => {
          args.onSubmit(review);
          setStatus('submitting');
          setTimeout(() => setStatus('submitted'), 200);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Title' }),
      'Worth every penny{Enter}',
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Review submitted!'));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
