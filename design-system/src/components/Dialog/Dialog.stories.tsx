import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { localeArgs } from '../../stories/locale';
import { Dialog } from './Dialog';
import { expectModalBehaviour, openModal } from './modalSuite';

interface ExampleTexts {
  trigger: string;
  title: string;
  description: string;
  body: string;
  cancel: string;
  confirm: string;
  close: string;
}

const english: ExampleTexts = {
  trigger: 'Check compatibility',
  title: 'Your build needs a bigger power supply',
  description: 'The parts draw up to 612 W at peak; the chosen 550 W supply leaves no headroom.',
  body: 'A 750 W supply keeps 20% headroom and costs £24 more.',
  cancel: 'Keep 550 W',
  confirm: 'Switch to 750 W',
  close: 'Close',
};

const translations = {
  'fr-FR': {
    trigger: 'Vérifier la compatibilité',
    title: 'Votre configuration nécessite une alimentation plus puissante',
    description:
      'Les composants consomment jusqu’à 612 W en pointe ; l’alimentation de 550 W choisie ne laisse aucune marge.',
    body: 'Une alimentation de 750 W garde 20 % de marge et coûte 24 € de plus.',
    cancel: 'Conserver 550 W',
    confirm: 'Passer à 750 W',
    close: 'Fermer',
  },
  it: {
    trigger: 'Verifica compatibilità',
    title: 'La tua configurazione richiede un alimentatore più potente',
    description:
      'I componenti assorbono fino a 612 W al picco; l’alimentatore da 550 W scelto non lascia margine.',
    body: 'Un alimentatore da 750 W mantiene il 20% di margine e costa 24 € in più.',
    cancel: 'Mantieni 550 W',
    confirm: 'Passa a 750 W',
    close: 'Chiudi',
  },
  'es-ES': {
    trigger: 'Comprobar compatibilidad',
    title: 'Tu configuración necesita una fuente de alimentación más potente',
    description:
      'Los componentes consumen hasta 612 W en pico; la fuente de 550 W elegida no deja margen.',
    body: 'Una fuente de 750 W mantiene un 20 % de margen y cuesta 24 € más.',
    cancel: 'Mantener 550 W',
    confirm: 'Cambiar a 750 W',
    close: 'Cerrar',
  },
  'de-DE': {
    trigger: 'Kompatibilität prüfen',
    title: 'Ihre Konfiguration benötigt ein leistungsstärkeres Netzteil',
    description:
      'Die Komponenten ziehen in der Spitze bis zu 612 W; das gewählte 550-W-Netzteil lässt keine Reserve.',
    body: 'Ein 750-W-Netzteil lässt 20 % Reserve und kostet 24 € mehr.',
    cancel: '550 W behalten',
    confirm: 'Zu 750 W wechseln',
    close: 'Schließen',
  },
};

const meta = {
  title: 'Dialogs/Dialog',
  component: Dialog.Root,
  subcomponents: {
    'Dialog.Content': Dialog.Content,
    'Dialog.Title': Dialog.Title,
    'Dialog.Description': Dialog.Description,
    'Dialog.Footer': Dialog.Footer,
  },
  args: { onOpenChange: fn() },
  parameters: { layout: 'centered' },
  render: (args, { globals }) => {
    const text = { ...english, ...localeArgs<ExampleTexts>(globals, translations) };
    return (
      <Dialog.Root {...args}>
        <Dialog.Trigger asChild>
          <Button tone="secondary">{text.trigger}</Button>
        </Dialog.Trigger>
        <Dialog.Content closeLabel={text.close}>
          <Dialog.Title>{text.title}</Dialog.Title>
          <Dialog.Description>{text.description}</Dialog.Description>
          <Dialog.Body>
            <p>{text.body}</p>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button tone="secondary">{text.cancel}</Button>
            </Dialog.Close>
            <Button>{text.confirm}</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalBehaviour: Story = {
  play: async ({ args, canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      trigger: english.trigger,
      title: english.title,
      description: english.description,
      closeLabel: english.close,
      onOpenChange: args.onOpenChange,
    });
  },
};

export const CloseFromAnAction: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, english.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: english.cancel }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await openModal(canvasElement, english.trigger);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, english.trigger);
    const view = canvasElement.ownerDocument.defaultView;
    await expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(view?.innerHeight);
    const [cancel, confirm] = within(dialog).getAllByRole('button').slice(0, 2);
    await expect(cancel?.getBoundingClientRect().width).toBe(
      confirm?.getBoundingClientRect().width,
    );
  },
};

export const OnSmallTablet: Story = {
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, english.trigger);
    const view = canvasElement.ownerDocument.defaultView;
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThan(view?.innerHeight ?? 0);
  },
};
