import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectModalBehaviour, openModal } from '../Dialog/modalSuite';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { RenameDraftDialog, type RenameDraftDialogProps } from './RenameDraftDialog';

const labels = {
  title: 'Rename draft',
  description: 'The new name shows in your saved builds and in the cart.',
  name: 'Build name',
  rename: 'Rename',
  cancel: 'Cancel',
  close: 'Close',
};

const texts: LocaleTexts<RenameDraftDialogProps> = {
  'fr-FR': {
    error: 'Le nom est trop long',
    labels: {
      title: 'Renommer le brouillon',
      description:
        'Le nouveau nom apparaît dans vos configurations enregistrées et dans le panier.',
      name: 'Nom de la configuration',
      rename: 'Renommer',
      cancel: 'Annuler',
      close: 'Fermer',
    },
  },
  it: {
    error: 'Il nome è troppo lungo',
    labels: {
      title: 'Rinomina bozza',
      description: 'Il nuovo nome compare nelle configurazioni salvate e nel carrello.',
      name: 'Nome della configurazione',
      rename: 'Rinomina',
      cancel: 'Annulla',
      close: 'Chiudi',
    },
  },
  'es-ES': {
    error: 'El nombre es demasiado largo',
    labels: {
      title: 'Cambiar el nombre del borrador',
      description: 'El nuevo nombre aparece en tus configuraciones guardadas y en el carrito.',
      name: 'Nombre de la configuración',
      rename: 'Cambiar nombre',
      cancel: 'Cancelar',
      close: 'Cerrar',
    },
  },
  'de-DE': {
    error: 'Der Name ist zu lang',
    labels: {
      title: 'Entwurf umbenennen',
      description:
        'Der neue Name erscheint in Ihren gespeicherten Konfigurationen und im Warenkorb.',
      name: 'Name der Konfiguration',
      rename: 'Umbenennen',
      cancel: 'Abbrechen',
      close: 'Schließen',
    },
  },
};

const meta = {
  title: 'Dialogs/RenameDraftDialog',
  component: RenameDraftDialog,
  args: {
    labels,
    currentName: 'Custom PC 3',
    trigger: <Button tone="ghost">Rename</Button>,
    onRename: fn(),
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
  render: (args, { globals }) => (
    <RenameDraftDialog {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof RenameDraftDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalBehaviour: Story = {
  play: async ({ args, canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      trigger: 'Rename',
      title: labels.title,
      description: labels.description,
      closeLabel: labels.close,
      onOpenChange: args.onOpenChange,
    });
  },
};

export const NewName: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Rename');
    const name = within(dialog).getByRole('textbox', { name: labels.name });
    await expect(name).toHaveValue('Custom PC 3');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cyberpunk 1440p build');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.rename }));
    await expect(args.onRename).toHaveBeenCalledTimes(1);
    await expect(args.onRename).toHaveBeenCalledWith('Cyberpunk 1440p build');
  },
};

export const WithError: Story = {
  args: { error: 'Name is too long' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Rename');
    await expect(
      within(dialog).getByRole('textbox', { name: labels.name }),
    ).toHaveAccessibleDescription('Name is too long');
  },
};

export const CancelKeepsTheName: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Rename');
    await userEvent.type(within(dialog).getByRole('textbox', { name: labels.name }), ' (old)');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancel }));
    await expect(args.onRename).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    const reopened = await openModal(canvasElement, 'Rename');
    await expect(within(reopened).getByRole('textbox', { name: labels.name })).toHaveValue(
      'Custom PC 3',
    );
  },
};
