import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectModalBehaviour, openModal } from '../Dialog/modalSuite';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { RemoveAssemblyDialog, type RemoveAssemblyDialogProps } from './RemoveAssemblyDialog';

const labels = {
  title: 'Remove this build from your cart?',
  description:
    '“Custom PC 3” and its 14 parts leave your cart. The draft stays in your saved builds.',
  confirm: 'Remove build',
  cancel: 'Keep it',
  close: 'Close',
};

const texts: LocaleTexts<RemoveAssemblyDialogProps> = {
  'fr-FR': {
    labels: {
      title: 'Retirer cette configuration de votre panier ?',
      description:
        '« PC personnalisé 3 » et ses 14 composants quittent votre panier. Le brouillon reste dans vos configurations enregistrées.',
      confirm: 'Retirer la configuration',
      cancel: 'La conserver',
      close: 'Fermer',
    },
  },
  it: {
    labels: {
      title: 'Rimuovere questa configurazione dal carrello?',
      description:
        '“PC personalizzato 3” e i suoi 14 componenti escono dal carrello. La bozza resta nelle configurazioni salvate.',
      confirm: 'Rimuovi configurazione',
      cancel: 'Mantienila',
      close: 'Chiudi',
    },
  },
  'es-ES': {
    labels: {
      title: '¿Quitar esta configuración del carrito?',
      description:
        '«PC personalizado 3» y sus 14 componentes salen del carrito. El borrador se queda en tus configuraciones guardadas.',
      confirm: 'Quitar configuración',
      cancel: 'Conservarla',
      close: 'Cerrar',
    },
  },
  'de-DE': {
    labels: {
      title: 'Diese Konfiguration aus dem Warenkorb entfernen?',
      description:
        '„Individueller PC 3“ und seine 14 Komponenten werden aus dem Warenkorb entfernt. Der Entwurf bleibt in Ihren gespeicherten Konfigurationen.',
      confirm: 'Konfiguration entfernen',
      cancel: 'Behalten',
      close: 'Schließen',
    },
  },
};

const meta = {
  title: 'Dialogs/RemoveAssemblyDialog',
  component: RemoveAssemblyDialog,
  args: {
    labels,
    trigger: <Button tone="ghost">Remove</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
  render: (args, { globals }) => (
    <RemoveAssemblyDialog {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof RemoveAssemblyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalBehaviour: Story = {
  play: async ({ args, canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      trigger: 'Remove',
      title: labels.title,
      description: labels.description,
      closeLabel: labels.close,
      onOpenChange: args.onOpenChange,
    });
  },
};

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Remove');
    await expect(within(dialog).getByRole('button', { name: labels.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Removing: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Remove');
    const confirm = within(dialog).getByRole('button', { name: labels.confirm });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Remove');
    const [cancel, confirm] = [labels.cancel, labels.confirm].map((name) =>
      within(dialog).getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(cancel?.bottom).toBeLessThanOrEqual(confirm?.top ?? 0);
  },
};
