import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { PasswordField, type PasswordFieldProps, type PasswordRule } from './PasswordField';

/**
 * The source document's password rules (§5), as the storefront passes them: the checks come from
 * the shared password schema, the texts from the catalogues.
 */
const ruleTexts = {
  length: 'At least 8 characters',
  case: 'One lowercase and one uppercase letter',
  number: 'At least one number',
  special: 'At least one special character',
  latin: 'Only letters of the Latin alphabet',
};

function passwordRules(texts: typeof ruleTexts): PasswordRule[] {
  return [
    { id: 'length', label: texts.length, test: (value) => value.length >= 8 },
    {
      id: 'case',
      label: texts.case,
      test: (value) => /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value),
    },
    { id: 'number', label: texts.number, test: (value) => /\d/.test(value) },
    { id: 'special', label: texts.special, test: (value) => /[^\p{L}\p{N}\s]/u.test(value) },
    {
      id: 'latin',
      label: texts.latin,
      test: (value) => value.length > 0 && !/[\p{L}](?<!\p{Script=Latin})/u.test(value),
    },
  ];
}

const texts: LocaleTexts<PasswordFieldProps> = {
  'fr-FR': {
    label: 'Nouveau mot de passe',
    error: 'Les mots de passe ne correspondent pas',
    labels: {
      show: 'Afficher le mot de passe',
      hide: 'Masquer le mot de passe',
      met: 'respecté',
      unmet: 'non respecté',
      rules: 'Votre mot de passe doit contenir',
    },
    rules: passwordRules({
      length: 'Au moins 8 caractères',
      case: 'Une lettre minuscule et une lettre majuscule',
      number: 'Au moins un chiffre',
      special: 'Au moins un caractère spécial',
      latin: 'Uniquement des lettres de l’alphabet latin',
    }),
  },
  it: {
    label: 'Nuova password',
    error: 'Le password non corrispondono',
    labels: {
      show: 'Mostra password',
      hide: 'Nascondi password',
      met: 'soddisfatto',
      unmet: 'non soddisfatto',
      rules: 'La password deve contenere',
    },
    rules: passwordRules({
      length: 'Almeno 8 caratteri',
      case: 'Una lettera minuscola e una maiuscola',
      number: 'Almeno un numero',
      special: 'Almeno un carattere speciale',
      latin: 'Solo lettere dell’alfabeto latino',
    }),
  },
  'es-ES': {
    label: 'Nueva contraseña',
    error: 'Las contraseñas no coinciden',
    labels: {
      show: 'Mostrar contraseña',
      hide: 'Ocultar contraseña',
      met: 'cumplido',
      unmet: 'no cumplido',
      rules: 'Tu contraseña debe tener',
    },
    rules: passwordRules({
      length: 'Al menos 8 caracteres',
      case: 'Una letra minúscula y una mayúscula',
      number: 'Al menos un número',
      special: 'Al menos un carácter especial',
      latin: 'Solo letras del alfabeto latino',
    }),
  },
  'de-DE': {
    label: 'Neues Passwort',
    error: 'Die Passwörter stimmen nicht überein',
    labels: {
      show: 'Passwort anzeigen',
      hide: 'Passwort verbergen',
      met: 'erfüllt',
      unmet: 'nicht erfüllt',
      rules: 'Ihr Passwort benötigt',
    },
    rules: passwordRules({
      length: 'Mindestens 8 Zeichen',
      case: 'Einen Klein- und einen Großbuchstaben',
      number: 'Mindestens eine Ziffer',
      special: 'Mindestens ein Sonderzeichen',
      latin: 'Ausschließlich Buchstaben des lateinischen Alphabets',
    }),
  },
};

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'New password',
    name: 'password',
    autoComplete: 'new-password',
    labels: {
      show: 'Show password',
      hide: 'Hide password',
      met: 'met',
      unmet: 'not met',
      rules: 'Your password needs',
    },
    rules: passwordRules(ruleTexts),
    onChange: fn(),
  },
  render: (args, { globals }) => (
    <PasswordField {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

function ruleItem(canvasElement: HTMLElement, text: string) {
  const item = within(canvasElement).getByText(text).closest('li');
  if (!item) throw new Error(`No rule "${text}"`);
  return item;
}

export const WithRules: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription(/Your password needs/);
    for (const text of Object.values(ruleTexts)) {
      await expect(ruleItem(canvasElement, text)).toHaveAttribute('data-met', 'false');
    }
  },
};

export const RulesTurnMetAsYouType: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await userEvent.type(input, 'rig');
    await expect(ruleItem(canvasElement, ruleTexts.length)).toHaveAttribute('data-met', 'false');
    await expect(ruleItem(canvasElement, ruleTexts.case)).toHaveAttribute('data-met', 'false');
    await expect(ruleItem(canvasElement, ruleTexts.latin)).toHaveAttribute('data-met', 'true');
    await expect(ruleItem(canvasElement, ruleTexts.latin)).toHaveTextContent(/, met$/);
    await userEvent.type(input, 'Smith-144');
    for (const text of Object.values(ruleTexts)) {
      await expect(ruleItem(canvasElement, text)).toHaveAttribute('data-met', 'true');
    }
    await userEvent.type(input, 'Ж');
    await expect(ruleItem(canvasElement, ruleTexts.latin)).toHaveAttribute('data-met', 'false');
    await expect(ruleItem(canvasElement, ruleTexts.latin)).toHaveTextContent(/not met$/);
    await expect(args.onChange).toHaveBeenCalledTimes('rigSmith-144Ж'.length);
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 'Rigsmith-144' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Rigsmith-144');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: {
    label: 'Repeat password',
    rules: [],
    required: true,
    defaultValue: 'Rigsmith-145',
    error: 'Passwords do not match',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Repeat password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match');
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const SignIn: Story = {
  args: { label: 'Password', rules: [], autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};
