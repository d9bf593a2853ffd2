import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { localeArgs } from '../../stories/locale';
import { Box } from '../Box/Box';
import {
  CouponField,
  couponStatuses,
  type CouponFieldProps,
  type CouponStatus,
} from './CouponField';

const messages: CouponFieldProps['messages'] = {
  success: 'Voucher Code has been applied',
  'invalid-country': 'The coupon is invalid for the current country',
  'invalid-coupon': 'The coupon is not valid',
  other: 'Oops something went wrong. Try again later',
};

const meta = {
  title: 'Commerce/CouponField',
  component: CouponField,
  args: {
    status: 'empty',
    code: '',
    onCodeChange: fn(),
    onApply: fn(),
    onRemove: fn(),
    labels: { field: 'Discount code', apply: 'Apply', remove: 'Remove' },
    messages,
  },
  argTypes: { status: { control: 'radio', options: couponStatuses } },
  decorators: [
    (Story) => (
      <Box className={frames.card}>
        <Story />
      </Box>
    ),
  ],
  render: function Controlled(args, { globals }) {
    const [code, setCode] = useState(args.code);
    return (
      <CouponField
        {...args}
        {...localeArgs<CouponFieldProps>(globals, {
          'fr-FR': {
            labels: { field: 'Code de réduction', apply: 'Appliquer', remove: 'Retirer' },
            messages: {
              success: 'Le code promo a été appliqué',
              'invalid-country': 'Le code promo n’est pas valable pour le pays actuel',
              'invalid-coupon': 'Le code promo n’est pas valable',
              other: 'Oups, une erreur s’est produite. Réessayez plus tard',
            },
          },
          it: {
            labels: { field: 'Codice sconto', apply: 'Applica', remove: 'Rimuovi' },
            messages: {
              success: 'Il codice sconto è stato applicato',
              'invalid-country': 'Il coupon non è valido per il paese attuale',
              'invalid-coupon': 'Il coupon non è valido',
              other: 'Ops, qualcosa è andato storto. Riprova più tardi',
            },
          },
          'es-ES': {
            labels: { field: 'Código de descuento', apply: 'Aplicar', remove: 'Quitar' },
            messages: {
              success: 'Se ha aplicado el código de descuento',
              'invalid-country': 'El cupón no es válido para el país actual',
              'invalid-coupon': 'El cupón no es válido',
              other: 'Vaya, algo ha salido mal. Inténtalo de nuevo más tarde',
            },
          },
          'de-DE': {
            labels: { field: 'Rabattcode', apply: 'Einlösen', remove: 'Entfernen' },
            messages: {
              success: 'Der Gutscheincode wurde eingelöst',
              'invalid-country': 'Der Gutschein ist für das aktuelle Land nicht gültig',
              'invalid-coupon': 'Der Gutschein ist nicht gültig',
              other: 'Hoppla, etwas ist schiefgelaufen. Bitte versuche es später erneut',
            },
          },
        })}
        code={code}
        onCodeChange={(next) => {
          args.onCodeChange(next);
          setCode(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), '  spring10 ');
    await expect(apply).toBeEnabled();
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith('spring10');
  },
};

export const ApplyWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'SPRING10{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith('SPRING10');
  },
};

export const Checking: Story = {
  args: { status: 'checking', code: 'SPRING10' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applied: Story = {
  args: { status: 'success', code: 'SPRING10' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Voucher Code has been applied');
    await expect(canvas.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

const failure = (status: CouponStatus, message: string): Story => ({
  args: { status, code: 'WINTER25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Discount code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
  },
});

export const InvalidCountry: Story = failure('invalid-country', messages['invalid-country']);
export const InvalidCoupon: Story = failure('invalid-coupon', messages['invalid-coupon']);
export const SomethingWentWrong: Story = failure('other', messages.other);

/** A check against a fake server: SPRING10 works, anything else is not valid. */
export const FullFlow: Story = {
  render: function Flow(args) {
    const [status, setStatus] = useState<CouponStatus>('empty');
    const [code, setCode] = useState('');
    return (
      <CouponField
        {...args}
        status={status}
        code={code}
        onCodeChange={(next) => {
          setCode(next);
          if (status !== 'checking') setStatus('empty');
        }}
        onApply={(applied) => {
          args.onApply(applied);
          setStatus('checking');
          setTimeout(
            () => setStatus(applied.toUpperCase() === 'SPRING10' ? 'success' : 'invalid-coupon'),
            200,
          );
        }}
        onRemove={() => {
          args.onRemove();
          setCode('');
          setStatus('empty');
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'WINTER25{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The coupon is not valid'));
    await userEvent.clear(field);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, 'spring10{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(field).toHaveValue('');
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};
