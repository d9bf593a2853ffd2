import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { localeArgs } from '../../stories/locale';
import { Toast, toastTones, type ToastTone } from './Toast';

interface ToastTexts {
  trigger: string;
  title: string;
  description: string;
  close: string;
  region: string;
  notification: string;
}

const english: Record<ToastTone, ToastTexts> = {
  success: {
    trigger: 'Save changes',
    title: 'Your information has been successfully saved!',
    description: 'Order notifications go to ada@example.com.',
    close: 'Dismiss',
    region: 'Notifications ({hotkey})',
    notification: 'Notification',
  },
  error: {
    trigger: 'Apply voucher',
    title: 'The coupon is not valid',
    description: 'Check the code on your voucher, or remove it to continue.',
    close: 'Dismiss',
    region: 'Notifications ({hotkey})',
    notification: 'Notification',
  },
};

const translations = {
  'fr-FR': {
    title: 'Vos informations ont bien été enregistrées !',
    description: 'Les notifications de commande sont envoyées à ada@example.com.',
    close: 'Fermer',
    region: 'Notifications ({hotkey})',
    notification: 'Notification',
  },
  it: {
    title: 'Le tue informazioni sono state salvate correttamente!',
    description: 'Le notifiche degli ordini vengono inviate a ada@example.com.',
    close: 'Chiudi',
    region: 'Notifiche ({hotkey})',
    notification: 'Notifica',
  },
  'es-ES': {
    title: '¡Tu información se ha guardado correctamente!',
    description: 'Las notificaciones de pedidos se envían a ada@example.com.',
    close: 'Cerrar',
    region: 'Notificaciones ({hotkey})',
    notification: 'Notificación',
  },
  'de-DE': {
    title: 'Ihre Angaben wurden erfolgreich gespeichert!',
    description: 'Bestellbenachrichtigungen werden an ada@example.com gesendet.',
    close: 'Schließen',
    region: 'Benachrichtigungen ({hotkey})',
    notification: 'Benachrichtigung',
  },
};

interface DemoProps {
  tone: ToastTone;
  texts: ToastTexts;
  /** How long a toast stays, in ms. */
  duration: number;
  initiallyOpen: boolean;
  onOpenChange: (open: boolean) => void;
  action?: { label: string; altText: string; onClick: () => void };
}

function ToastDemo({ tone, duration, initiallyOpen, onOpenChange, action, texts }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Toast.Provider label={texts.notification} duration={duration}>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        {texts.trigger}
      </Button>
      <Toast.Root
        tone={tone}
        closeLabel={texts.close}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      >
        <Toast.Title>{texts.title}</Toast.Title>
        <Toast.Description>{texts.description}</Toast.Description>
        {action && (
          <Toast.Action altText={action.altText} asChild>
            <Button tone="secondary" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          </Toast.Action>
        )}
      </Toast.Root>
      <Toast.Viewport label={texts.region} />
    </Toast.Provider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  subcomponents: {
    'Toast.Provider': Toast.Provider,
    'Toast.Viewport': Toast.Viewport,
    'Toast.Root': Toast.Root,
    'Toast.Action': Toast.Action,
  },
  args: {
    tone: 'success',
    texts: english.success,
    duration: Infinity,
    initiallyOpen: false,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'radio', options: toastTones } },
  render: (args, { globals }) => (
    <ToastDemo
      {...args}
      texts={{
        ...args.texts,
        ...(args.tone === 'success' ? localeArgs<ToastTexts>(globals, translations) : {}),
      }}
    />
  ),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const InformationSaved: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    const announcement = await body(canvasElement).findByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcement).toHaveTextContent(english.success.title));
    await expect(
      body(canvasElement).getByRole('region', { name: 'Notifications (F8)' }),
    ).toContainElement(body(canvasElement).getByText(english.success.title));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const CouponInvalid: Story = {
  args: { tone: 'error', texts: english.error },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply voucher' }));
    const announcement = await body(canvasElement).findByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(announcement).toHaveTextContent(english.error.title));
    await waitFor(() =>
      expect(body(canvasElement).getByText(english.error.description)).toBeVisible(),
    );
  },
};

export const Dismissed: Story = {
  args: { initiallyOpen: true },
  play: async ({ args, canvasElement }) => {
    const dismiss = await body(canvasElement).findByRole('button', { name: 'Dismiss' });
    await userEvent.click(dismiss);
    await waitFor(() => expect(body(canvasElement).queryByText(english.success.title)).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesByItself: Story = {
  args: { duration: 400 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await body(canvasElement).findByText(english.success.title);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false), {
      timeout: 3000,
    });
    await waitFor(() => expect(body(canvasElement).queryByText(english.success.title)).toBeNull());
  },
};

export const WithAction: Story = {
  args: {
    initiallyOpen: true,
    action: { label: 'Undo', altText: 'Undo from the cart', onClick: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Undo' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByText(english.success.title)).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    const undo = await body(canvasElement).findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toBeVisible());
  },
};

export const OnPhone: Story = {
  args: { initiallyOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = body(canvasElement).getByRole('region', { name: 'Notifications (F8)' });
    const list = region.querySelector('ol');
    await expect(list?.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
