import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectModalBehaviour, openModal } from '../Dialog/modalSuite';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { DiscountWarningDialog, type DiscountWarningDialogProps } from './DiscountWarningDialog';

const labels = {
  title: 'Customising removes the discount',
  description:
    'The Vortex 4070 is £150 off as built. Once you change a part, it costs its full price.',
  proceed: 'Customise anyway',
  cancel: 'Keep the discount',
  close: 'Close',
};

const texts: LocaleTexts<DiscountWarningDialogProps> = {
  'fr-FR': {
    labels: {
      title: 'La personnalisation supprime la remise',
      description:
        'Le Vortex 4070 bénéficie de 150 € de remise dans sa configuration d’origine. Dès que vous modifiez un composant, il est facturé au prix plein.',
      proceed: 'Personnaliser quand même',
      cancel: 'Conserver la remise',
      close: 'Fermer',
    },
  },
  it: {
    labels: {
      title: 'La personalizzazione annulla lo sconto',
      description:
        'Il Vortex 4070 è scontato di 150 € nella configurazione originale. Se cambi un componente, costa il prezzo pieno.',
      proceed: 'Personalizza comunque',
      cancel: 'Mantieni lo sconto',
      close: 'Chiudi',
    },
  },
  'es-ES': {
    labels: {
      title: 'Al personalizar se pierde el descuento',
      description:
        'El Vortex 4070 tiene 150 € de descuento en su configuración original. Si cambias un componente, cuesta el precio completo.',
      proceed: 'Personalizar de todos modos',
      cancel: 'Mantener el descuento',
      close: 'Cerrar',
    },
  },
  'de-DE': {
    labels: {
      title: 'Durch das Anpassen entfällt der Rabatt',
      description:
        'Der Vortex 4070 ist in der Originalkonfiguration um 150 € reduziert. Sobald Sie eine Komponente ändern, gilt der volle Preis.',
      proceed: 'Trotzdem anpassen',
      cancel: 'Rabatt behalten',
      close: 'Schließen',
    },
  },
};

const meta = {
  title: 'Dialogs/DiscountWarningDialog',
  component: DiscountWarningDialog,
  args: {
    labels,
    trigger: <Button>Customise this PC</Button>,
    onProceed: fn(),
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
  render: (args, { globals }) => (
    <DiscountWarningDialog {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof DiscountWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalBehaviour: Story = {
  play: async ({ args, canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      trigger: 'Customise this PC',
      title: labels.title,
      description: labels.description,
      closeLabel: labels.close,
      onOpenChange: args.onOpenChange,
    });
  },
};

export const Proceed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Customise this PC');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.proceed }));
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
  },
};

export const CancelKeepsTheDiscount: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Customise this PC');
    const cancel = within(dialog).getByRole('button', { name: labels.cancel });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(args.onProceed).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await openModal(canvasElement, 'Customise this PC');
  },
};
