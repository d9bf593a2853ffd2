import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StoryLocale } from '../../stories/locale';
import { Tabs } from './Tabs';

const tabTexts: Record<StoryLocale, { list: string; tabs: string[] }> = {
  'en-GB': { list: 'Account', tabs: ['Profile', 'Orders', 'Saved builds', 'Affiliate', 'Log out'] },
  'fr-FR': {
    list: 'Compte',
    tabs: ['Profil', 'Commandes', 'Configurations enregistrées', 'Affiliation', 'Déconnexion'],
  },
  it: {
    list: 'Account',
    tabs: ['Profilo', 'Ordini', 'Configurazioni salvate', 'Affiliazione', 'Esci'],
  },
  'es-ES': {
    list: 'Cuenta',
    tabs: ['Perfil', 'Pedidos', 'Configuraciones guardadas', 'Afiliados', 'Cerrar sesión'],
  },
  'de-DE': {
    list: 'Konto',
    tabs: ['Profil', 'Bestellungen', 'Gespeicherte Konfigurationen', 'Partnerprogramm', 'Abmelden'],
  },
};
const values = ['profile', 'orders', 'saved-builds', 'affiliate', 'logout'];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs.Root,
  subcomponents: {
    'Tabs.List': Tabs.List,
    'Tabs.Trigger': Tabs.Trigger,
    'Tabs.Content': Tabs.Content,
  },
  args: { defaultValue: 'profile', onValueChange: fn() },
  render: (args, { globals }) => {
    const texts = tabTexts[globals.locale as StoryLocale] ?? tabTexts['en-GB'];
    return (
      <Tabs.Root {...args}>
        <Tabs.List aria-label={texts.list}>
          {values.map((value, index) => (
            <Tabs.Trigger key={value} value={value}>
              {texts.tabs[index]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {values.map((value, index) => (
          <Tabs.Content key={value} value={value}>
            <p>{texts.tabs[index]}</p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Account' });
    await expect(within(list).getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(list).getByRole('tab', { name: 'Orders' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('orders');
    await expect(canvas.getByRole('tabpanel', { name: 'Orders' })).toBeVisible();
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Saved builds' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Saved builds' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('saved-builds');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Log out' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Log out' })).toHaveFocus();
  },
};

export const OnPhone: Story = {
  args: { defaultValue: 'saved-builds' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
