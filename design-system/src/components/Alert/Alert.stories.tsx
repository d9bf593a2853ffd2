import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import type { StoryLocale } from '../../stories/locale';
import { Alert, alertTones, type AlertProps } from './Alert';

const texts: LocaleTexts<AlertProps> = {
  'fr-FR': {
    message: 'Vos informations ont bien été enregistrées !',
    title: 'Livraison retardée',
    dismissLabel: 'Fermer le message',
  },
  it: {
    message: 'Le tue informazioni sono state salvate correttamente!',
    title: 'Consegna in ritardo',
    dismissLabel: 'Chiudi il messaggio',
  },
  'es-ES': {
    message: '¡Tu información se ha guardado correctamente!',
    title: 'Entrega retrasada',
    dismissLabel: 'Cerrar el mensaje',
  },
  'de-DE': {
    message: 'Ihre Angaben wurden erfolgreich gespeichert!',
    title: 'Lieferung verzögert',
    dismissLabel: 'Meldung schließen',
  },
};

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'success', message: 'Your information has been successfully saved!' },
  argTypes: { tone: { control: 'radio', options: alertTones } },
  render: (args, { globals }) => <Alert {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your information has been successfully saved!'),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The source document's success messages, as the storefront shows them. */
const successMessages: Record<StoryLocale, string[]> = {
  'en-GB': [
    'Your information has been successfully saved!',
    'Your new password has been created successfully!',
    'Registration email has been sent. Please check your inbox.',
    'Thank you! Your ticket has been raised with our team.',
    'Review submitted!',
    'Order Successful!',
  ],
  'fr-FR': [
    'Vos informations ont bien été enregistrées !',
    'Votre nouveau mot de passe a bien été créé !',
    'L’e-mail d’inscription a été envoyé. Veuillez consulter votre boîte de réception.',
    'Merci ! Votre demande a été transmise à notre équipe.',
    'Avis envoyé !',
    'Commande réussie !',
  ],
  it: [
    'Le tue informazioni sono state salvate correttamente!',
    'La tua nuova password è stata creata correttamente!',
    'L’email di registrazione è stata inviata. Controlla la tua casella di posta.',
    'Grazie! La tua richiesta è stata inoltrata al nostro team.',
    'Recensione inviata!',
    'Ordine completato!',
  ],
  'es-ES': [
    '¡Tu información se ha guardado correctamente!',
    '¡Tu nueva contraseña se ha creado correctamente!',
    'Se ha enviado el correo de registro. Revisa tu bandeja de entrada.',
    '¡Gracias! Tu consulta se ha enviado a nuestro equipo.',
    '¡Reseña enviada!',
    '¡Pedido realizado!',
  ],
  'de-DE': [
    'Ihre Angaben wurden erfolgreich gespeichert!',
    'Ihr neues Passwort wurde erfolgreich erstellt!',
    'Die Registrierungs-E-Mail wurde gesendet. Bitte prüfen Sie Ihren Posteingang.',
    'Vielen Dank! Ihr Ticket wurde an unser Team weitergeleitet.',
    'Bewertung gesendet!',
    'Bestellung erfolgreich!',
  ],
};

export const SuccessMessages: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      {(successMessages[globals.locale as StoryLocale] ?? successMessages['en-GB']).map(
        (message) => (
          <Alert key={message} tone="success" message={message} />
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const message of successMessages['en-GB']) {
      await expect(within(canvasElement).getByText(message)).toBeVisible();
    }
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Alert tone="info" message="Prices include VAT. Delivery is free over £1,000." />
      <Alert tone="success" message={args.message} />
      <Alert tone="warning" message="The Radeon RX 7900 XTX ships in 6–8 days, not 2." />
      <Alert tone="critical" message="Some components are not available" />
    </div>
  ),
};

export const WithTitleAndAction: Story = {
  args: {
    tone: 'warning',
    title: 'Delivery delayed',
    message: 'Your order ships on 14 March: the Noctua NH-D15 cooler is back in stock on 12 March.',
    action: (
      <Button tone="secondary" size="small">
        Choose another cooler
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Choose another cooler' }),
    ).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { dismissLabel: 'Dismiss message', onDismiss: fn() },
  render: function Render(args, { globals }) {
    const [shown, setShown] = useState(true);
    return (
      <>
        {shown && (
          <Alert
            {...args}
            {...localeOverrides(args, globals, texts)}
            onDismiss={() => {
              setShown(false);
              args.onDismiss?.();
            }}
          />
        )}
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByText(args.message)).toBeNull();
  },
};

export const AnnouncedOnArrival: Story = {
  args: { tone: 'success', message: 'Review submitted!', live: 'polite' },
  render: function Render(args) {
    const [sent, setSent] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
        <Button onClick={() => setSent(true)}>Submit review</Button>
        {sent && <Alert {...args} />}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Review submitted!');
  },
};

export const CriticalAnnounced: Story = {
  args: {
    tone: 'critical',
    message: 'Oops something went wrong. Try again later',
    live: 'assertive',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Oops something went wrong. Try again later',
    );
  },
};
