import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Combobox } from '../Combobox/Combobox';
import { EmailField } from '../EmailField/EmailField';
import { focusFirstInvalid } from '../Field/focusFirstInvalid';
import { FormError } from '../FormError/FormError';
import { PasswordField } from '../PasswordField/PasswordField';
import { PhoneField } from '../PhoneField/PhoneField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';

/**
 * The form fields wired as the storefront wires them: `register` for text inputs (the ref reaches
 * the input), `Controller` for the Radix and combobox controls, a zod schema with the source
 * document's messages, and focus moved to the first invalid field in page order after a failed
 * submit (`focusFirstInvalid`; react-hook-form's own focus follows registration order instead).
 */
const required = 'This is a required field';
const schema = z.object({
  fullName: z.string().min(1, required).max(60, 'Name is too long'),
  email: z.string().min(1, required).pipe(z.email('Incorrect email format')),
  phone: z.string().regex(/^\+?[\d\s]{7,15}$/, 'Number is not correct'),
  country: z.string().min(1, required),
  city: z
    .string()
    .nullable()
    .refine((city) => Boolean(city), required),
  delivery: z.string({ error: required }).min(1, required),
  password: z
    .string()
    .min(8, 'Password is too short')
    .regex(/\p{Ll}/u, 'Password does not contain at least one lowercase and one uppercase letter')
    .regex(/\p{Lu}/u, 'Password does not contain at least one lowercase and one uppercase letter')
    .regex(/\d/, 'Password does not contain at least one number')
    .regex(/[^\p{L}\p{N}\s]/u, 'Password does not contain at least one special character'),
  terms: z.boolean().refine((accepted) => accepted, required),
});
type Values = z.input<typeof schema>;

const cities = ['Bristol', 'Leeds', 'London', 'Manchester'].map((city) => ({
  value: city.toLowerCase(),
  label: city,
}));

function AddressForm({
  onSubmit,
  formError,
}: {
  onSubmit: (values: Values) => void;
  formError?: string;
}) {
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      country: '',
      city: null,
      delivery: '',
      password: '',
      terms: false,
    },
  });
  const { errors, submitCount } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'grid', gap: 20, maxWidth: 480 }}
    >
      <FormError message={formError} />
      <TextField
        label="Full name"
        required
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <EmailField
        label="Email address"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneField
        label="Mobile number"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Select
            {...field}
            label="Country"
            placeholder="Choose a country"
            required
            error={fieldState.error?.message}
            options={[
              { value: 'GB', label: 'United Kingdom' },
              { value: 'FR', label: 'France' },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name="city"
        render={({ field, fieldState }) => (
          <Combobox
            {...field}
            label="City"
            required
            options={cities}
            invalidMessage="Invalid value. Select city from the drop-down list"
            noResults="No city matches"
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="delivery"
        render={({ field, fieldState }) => (
          <RadioGroup
            {...field}
            label="Delivery"
            required
            error={fieldState.error?.message}
            options={[
              { value: 'standard', label: 'Standard delivery' },
              { value: 'express', label: 'Express delivery' },
            ]}
          />
        )}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        labels={{ show: 'Show password', hide: 'Hide password', met: 'met', unmet: 'not met' }}
        error={errors.password?.message}
        {...register('password')}
      />
      <Controller
        control={control}
        name="terms"
        render={({ field: { value, onChange, ...field }, fieldState }) => (
          <Checkbox
            {...field}
            label="I accept the"
            link={{ href: '/terms-and-conditions', label: 'terms and conditions' }}
            required
            checked={value}
            onCheckedChange={onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Create account</Button>
    </form>
  );
}

const meta = {
  title: 'Forms/FormExample',
  component: AddressForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorsAndFocus: Story = {
  name: 'Errors show and focus moves to the first invalid field',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    const fullName = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(fullName).toHaveFocus());
    await expect(fullName).toHaveAccessibleDescription(required);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toHaveAccessibleDescription(required);

    await userEvent.type(fullName, 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example');
    await userEvent.click(submit);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Incorrect email format');
    await expect(fullName).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ControlledFieldsTakeFocus: Story = {
  name: 'Focus reaches a select, a combobox and a radio group',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Mobile number' }),
      '+44 20 7946 0000',
    );
    const submit = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveFocus());

    await userEvent.click(country);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom' }));
    await userEvent.click(submit);
    const city = canvas.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveFocus());

    await userEvent.type(city, 'Lon');
    await userEvent.tab();
    await expect(city).toHaveAccessibleDescription(
      'Invalid value. Select city from the drop-down list',
    );
    await userEvent.clear(city);
    await userEvent.type(city, 'Lon{ArrowDown}{Enter}');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Standard delivery' })).toHaveFocus(),
    );
  },
};

export const SubmitsValidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Mobile number' }),
      '+44 20 7946 0000',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'man{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('radio', { name: 'Express delivery' }));
    await userEvent.type(canvas.getByLabelText('Password'), 'Rigsmith-144');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'GB',
      city: 'manchester',
      delivery: 'express',
      password: 'Rigsmith-144',
      terms: true,
    });
  },
};

export const WithFormError: Story = {
  args: { formError: 'A user with such an email has already been registered' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A user with such an email has already been registered',
    );
  },
};
