import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectModalBehaviour, openModal } from '../Dialog/modalSuite';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { ResetDraftDialog, type ResetDraftDialogProps } from './ResetDraftDialog';

const labels = {
  title: 'Start a new build?',
  description:
    'Resetting clears every part you picked. Save this build as a draft to come back to it.',
  saveAndReset: 'Save and reset',
  reset: 'Reset without saving',
  close: 'Close',
};

const texts: LocaleTexts<ResetDraftDialogProps> = {
  'fr-FR': {
    labels: {
      title: 'Commencer une nouvelle configuration ?',
      description:
        'La réinitialisation efface tous les composants choisis. Enregistrez cette configuration comme brouillon pour y revenir plus tard.',
      saveAndReset: 'Enregistrer et réinitialiser',
      reset: 'Réinitialiser sans enregistrer',
      close: 'Fermer',
    },
  },
  it: {
    labels: {
      title: 'Iniziare una nuova configurazione?',
      description:
        'Il ripristino cancella tutti i componenti scelti. Salva questa configurazione come bozza per ritrovarla in seguito.',
      saveAndReset: 'Salva e ripristina',
      reset: 'Ripristina senza salvare',
      close: 'Chiudi',
    },
  },
  'es-ES': {
    labels: {
      title: '¿Empezar una nueva configuración?',
      description:
        'Al restablecer se borran todos los componentes elegidos. Guarda esta configuración como borrador para volver a ella más tarde.',
      saveAndReset: 'Guardar y restablecer',
      reset: 'Restablecer sin guardar',
      close: 'Cerrar',
    },
  },
  'de-DE': {
    labels: {
      title: 'Eine neue Konfiguration beginnen?',
      description:
        'Beim Zurücksetzen werden alle gewählten Komponenten entfernt. Speichern Sie diese Konfiguration als Entwurf, um später darauf zurückzugreifen.',
      saveAndReset: 'Speichern und zurücksetzen',
      reset: 'Ohne Speichern zurücksetzen',
      close: 'Schließen',
    },
  },
};

const meta = {
  title: 'Dialogs/ResetDraftDialog',
  component: ResetDraftDialog,
  args: {
    labels,
    trigger: <Button tone="secondary">Reset build</Button>,
    onSaveAndReset: fn(),
    onReset: fn(),
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
  render: (args, { globals }) => (
    <ResetDraftDialog {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof ResetDraftDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalBehaviour: Story = {
  play: async ({ args, canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      trigger: 'Reset build',
      title: labels.title,
      description: labels.description,
      closeLabel: labels.close,
      onOpenChange: args.onOpenChange,
    });
  },
};

export const SaveAndReset: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Reset build');
    const save = within(dialog).getByRole('button', { name: labels.saveAndReset });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveAndReset).toHaveBeenCalledTimes(1);
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const ResetOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Reset build');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.reset }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onSaveAndReset).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Reset build');
    await expect(within(dialog).getByRole('button', { name: labels.saveAndReset })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: labels.reset })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.saveAndReset }));
    await expect(args.onSaveAndReset).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Reset build');
    await expect(dialog.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
