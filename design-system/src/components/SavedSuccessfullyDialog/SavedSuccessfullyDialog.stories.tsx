import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectModalBehaviour, openModal } from '../Dialog/modalSuite';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import {
  SavedSuccessfullyDialog,
  type SavedSuccessfullyDialogProps,
} from './SavedSuccessfullyDialog';

const labels = {
  title: 'Saved successfully',
  description: '“Custom PC 3” is in your saved builds.',
  continue: 'Continue customising',
  goToDrafts: 'Go to saved builds',
  close: 'Close',
};

const texts: LocaleTexts<SavedSuccessfullyDialogProps> = {
  'fr-FR': {
    labels: {
      title: 'Enregistrement réussi',
      description: '« PC personnalisé 3 » figure dans vos configurations enregistrées.',
      continue: 'Continuer la personnalisation',
      goToDrafts: 'Voir les configurations enregistrées',
      close: 'Fermer',
    },
  },
  it: {
    labels: {
      title: 'Salvataggio riuscito',
      description: '“PC personalizzato 3” è nelle tue configurazioni salvate.',
      continue: 'Continua la personalizzazione',
      goToDrafts: 'Vai alle configurazioni salvate',
      close: 'Chiudi',
    },
  },
  'es-ES': {
    labels: {
      title: 'Guardado correctamente',
      description: '«PC personalizado 3» está en tus configuraciones guardadas.',
      continue: 'Seguir personalizando',
      goToDrafts: 'Ir a las configuraciones guardadas',
      close: 'Cerrar',
    },
  },
  'de-DE': {
    labels: {
      title: 'Erfolgreich gespeichert',
      description: '„Individueller PC 3“ ist in Ihren gespeicherten Konfigurationen.',
      continue: 'Weiter konfigurieren',
      goToDrafts: 'Zu den gespeicherten Konfigurationen',
      close: 'Schließen',
    },
  },
};

const meta = {
  title: 'Dialogs/SavedSuccessfullyDialog',
  component: SavedSuccessfullyDialog,
  args: {
    labels,
    trigger: <Button>Save draft</Button>,
    onGoToDrafts: fn(),
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
  render: (args, { globals }) => (
    <SavedSuccessfullyDialog {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof SavedSuccessfullyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalBehaviour: Story = {
  play: async ({ args, canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      trigger: 'Save draft',
      title: labels.title,
      description: labels.description,
      closeLabel: labels.close,
      onOpenChange: args.onOpenChange,
    });
  },
};

export const ContinueCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Save draft');
    const keepGoing = within(dialog).getByRole('button', { name: labels.continue });
    await expect(keepGoing).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onGoToDrafts).not.toHaveBeenCalled();
    await openModal(canvasElement, 'Save draft');
  },
};

export const GoToDrafts: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Save draft');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.goToDrafts }));
    await expect(args.onGoToDrafts).toHaveBeenCalledTimes(1);
  },
};
