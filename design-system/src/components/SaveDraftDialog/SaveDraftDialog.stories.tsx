import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectModalBehaviour, openModal } from '../Dialog/modalSuite';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { SaveDraftDialog, type SaveDraftDialogProps } from './SaveDraftDialog';

const labels = {
  title: 'Save your build',
  description: 'Drafts stay in your account under Saved builds, with today’s prices.',
  name: 'Build name',
  save: 'Save draft',
  cancel: 'Cancel',
  close: 'Close',
};

const texts: LocaleTexts<SaveDraftDialogProps> = {
  'fr-FR': {
    defaultName: 'PC personnalisé 3',
    error: 'Le nom est trop long',
    labels: {
      title: 'Enregistrer votre configuration',
      description:
        'Les brouillons restent dans votre compte, sous Configurations enregistrées, aux prix du jour.',
      name: 'Nom de la configuration',
      save: 'Enregistrer le brouillon',
      cancel: 'Annuler',
      close: 'Fermer',
    },
  },
  it: {
    defaultName: 'PC personalizzato 3',
    error: 'Il nome è troppo lungo',
    labels: {
      title: 'Salva la tua configurazione',
      description:
        'Le bozze restano nel tuo account, in Configurazioni salvate, ai prezzi di oggi.',
      name: 'Nome della configurazione',
      save: 'Salva bozza',
      cancel: 'Annulla',
      close: 'Chiudi',
    },
  },
  'es-ES': {
    defaultName: 'PC personalizado 3',
    error: 'El nombre es demasiado largo',
    labels: {
      title: 'Guarda tu configuración',
      description:
        'Los borradores se quedan en tu cuenta, en Configuraciones guardadas, con los precios de hoy.',
      name: 'Nombre de la configuración',
      save: 'Guardar borrador',
      cancel: 'Cancelar',
      close: 'Cerrar',
    },
  },
  'de-DE': {
    defaultName: 'Individueller PC 3',
    error: 'Der Name ist zu lang',
    labels: {
      title: 'Konfiguration speichern',
      description:
        'Entwürfe bleiben in Ihrem Konto unter „Gespeicherte Konfigurationen“, zu den heutigen Preisen.',
      name: 'Name der Konfiguration',
      save: 'Entwurf speichern',
      cancel: 'Abbrechen',
      close: 'Schließen',
    },
  },
};

const meta = {
  title: 'Dialogs/SaveDraftDialog',
  component: SaveDraftDialog,
  args: {
    labels,
    defaultName: 'Custom PC 3',
    trigger: <Button tone="secondary">Save as draft</Button>,
    onSave: fn(),
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
  render: (args, { globals }) => (
    <SaveDraftDialog {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof SaveDraftDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalBehaviour: Story = {
  play: async ({ args, canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      trigger: 'Save as draft',
      title: labels.title,
      description: labels.description,
      closeLabel: labels.close,
      onOpenChange: args.onOpenChange,
    });
  },
};

export const DefaultName: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Save as draft');
    const name = within(dialog).getByRole('textbox', { name: labels.name });
    await expect(name).toHaveValue('Custom PC 3');
    await expect(name).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('Custom PC 3');
  },
};

export const Renamed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Save as draft');
    const name = within(dialog).getByRole('textbox', { name: labels.name });
    await userEvent.clear(name);
    await userEvent.type(name, '  1440p streaming rig  {Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('1440p streaming rig');
  },
};

export const WithError: Story = {
  args: { error: 'Name is too long' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Save as draft');
    const name = within(dialog).getByRole('textbox', { name: labels.name });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is too long');
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Save as draft');
    const save = within(dialog).getByRole('button', { name: labels.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Save as draft');
    await expect(within(dialog).getByRole('textbox', { name: labels.name })).toHaveFocus();
  },
};
