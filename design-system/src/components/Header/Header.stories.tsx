import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Header, type HeaderProps } from './Header';

const editions = [
  { value: 'uk', label: 'United Kingdom', short: 'UK' },
  { value: 'fr', label: 'France', short: 'FR' },
  { value: 'it', label: 'Italia', short: 'IT' },
  { value: 'es', label: 'España', short: 'ES' },
  { value: 'de', label: 'Deutschland', short: 'DE' },
];
const currencies = [
  { value: 'GBP', label: 'Pound sterling (£)', short: 'GBP' },
  { value: 'EUR', label: 'Euro (€)', short: 'EUR' },
];

const labels: HeaderProps['labels'] = {
  home: 'Rigsmith home',
  navigation: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  edition: 'Edition',
  currency: 'Currency',
  cart: (count) => (count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
  account: (name) => `Account: ${name}`,
  signIn: 'Sign in',
  logOut: 'Log out',
};

const navigation = [
  { href: '/gaming-pcs', label: 'Gaming PCs' },
  { href: '/custom-pc-builder/customiser', label: 'Build your PC' },
  { href: '/games', label: 'Games' },
  { href: '/builds-by-budget', label: 'By budget' },
  { href: '/builds-by-fps', label: 'By FPS' },
];

const texts: LocaleTexts<HeaderProps> = {
  'fr-FR': {
    labels: {
      home: 'Accueil Rigsmith',
      navigation: 'Principale',
      menu: 'Menu',
      closeMenu: 'Fermer le menu',
      edition: 'Édition',
      currency: 'Devise',
      cart: (count) => `Panier, ${count} article${count > 1 ? 's' : ''}`,
      account: (name) => `Compte : ${name}`,
      signIn: 'Se connecter',
      logOut: 'Se déconnecter',
    },
    navigation: [
      { href: '/fr/pc-gamer', label: 'PC gamer' },
      { href: '/fr/configurateur', label: 'Configurer votre PC' },
      { href: '/fr/jeux', label: 'Jeux' },
      { href: '/fr/par-budget', label: 'Par budget' },
      { href: '/fr/par-fps', label: 'Par FPS' },
    ],
  },
  it: {
    labels: {
      home: 'Home di Rigsmith',
      navigation: 'Principale',
      menu: 'Menu',
      closeMenu: 'Chiudi il menu',
      edition: 'Edizione',
      currency: 'Valuta',
      cart: (count) => `Carrello, ${count} ${count === 1 ? 'articolo' : 'articoli'}`,
      account: (name) => `Account: ${name}`,
      signIn: 'Accedi',
      logOut: 'Esci',
    },
    navigation: [
      { href: '/it/pc-gaming', label: 'PC da gaming' },
      { href: '/it/configuratore', label: 'Configura il tuo PC' },
      { href: '/it/giochi', label: 'Giochi' },
      { href: '/it/per-budget', label: 'Per budget' },
      { href: '/it/per-fps', label: 'Per FPS' },
    ],
  },
  'es-ES': {
    labels: {
      home: 'Inicio de Rigsmith',
      navigation: 'Principal',
      menu: 'Menú',
      closeMenu: 'Cerrar el menú',
      edition: 'Edición',
      currency: 'Moneda',
      cart: (count) => `Carrito, ${count} ${count === 1 ? 'artículo' : 'artículos'}`,
      account: (name) => `Cuenta: ${name}`,
      signIn: 'Iniciar sesión',
      logOut: 'Cerrar sesión',
    },
    navigation: [
      { href: '/es/pc-gaming', label: 'PC gaming' },
      { href: '/es/configurador', label: 'Configura tu PC' },
      { href: '/es/juegos', label: 'Juegos' },
      { href: '/es/por-presupuesto', label: 'Por presupuesto' },
      { href: '/es/por-fps', label: 'Por FPS' },
    ],
  },
  'de-DE': {
    labels: {
      home: 'Rigsmith-Startseite',
      navigation: 'Hauptnavigation',
      menu: 'Menü',
      closeMenu: 'Menü schließen',
      edition: 'Ausgabe',
      currency: 'Währung',
      cart: (count) => `Warenkorb, ${count} ${count === 1 ? 'Artikel' : 'Artikel'}`,
      account: (name) => `Konto: ${name}`,
      signIn: 'Anmelden',
      logOut: 'Abmelden',
    },
    navigation: [
      { href: '/de/gaming-pcs', label: 'Gaming-PCs' },
      { href: '/de/konfigurator', label: 'PC konfigurieren' },
      { href: '/de/spiele', label: 'Spiele' },
      { href: '/de/nach-budget', label: 'Nach Budget' },
      { href: '/de/nach-fps', label: 'Nach FPS' },
    ],
  },
};

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: {
    homeHref: '/',
    navigation,
    edition: { options: editions, value: 'uk', onChange: fn() },
    currency: { options: currencies, value: 'GBP', onChange: fn() },
    account: { signedIn: false, signInHref: '/login' },
    cart: { href: '/checkout', count: 0 },
    labels,
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args, { globals }) {
    const [edition, setEdition] = useState(args.edition.value);
    const [currency, setCurrency] = useState(args.currency.value);
    return (
      <div style={{ minHeight: 360 }}>
        <Header
          {...args}
          {...localeOverrides(args, globals, texts)}
          edition={{
            ...args.edition,
            value: edition,
            onChange: (value) => {
              setEdition(value);
              args.edition.onChange(value);
            },
          }}
          currency={{
            ...args.currency,
            value: currency,
            onChange: (value) => {
              setCurrency(value);
              args.currency.onChange(value);
            },
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Rigsmith home' })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: {
    account: {
      signedIn: true,
      name: 'Ada',
      links: [
        { href: '/account', label: 'Profile' },
        { href: '/account/orders', label: 'Orders' },
        { href: '/account/saved-builds', label: 'Saved builds' },
      ],
      onLogout: fn(),
    },
    cart: { href: '/checkout', count: 3 },
    navigation: navigation.map((link, index) => ({ ...link, current: index === 1 })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Build your PC' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Ada' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Orders', 'Saved builds', 'Log out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.account.signedIn && args.account.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const AccountMenuOpen: Story = {
  args: SignedIn.args,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Account: Ada' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Account: Ada' });
    await waitFor(() =>
      expect(menu).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Saved builds' })).toHaveAttribute(
      'href',
      '/account/saved-builds',
    );
  },
};

export const EditionSwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Edition\W+UK$/ });
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'United Kingdom' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'France' }));
    await expect(args.edition.onChange).toHaveBeenCalledWith('fr');
    // The trigger is rendered anew once the menu is loaded: it is found again by its name.
    const newTrigger = within(canvasElement).getByRole('button', { name: /^Edition\W+FR$/ });
    await expect(newTrigger).toHaveTextContent('FR');
    await expect(newTrigger).toHaveFocus();
  },
};

export const CurrencySwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: /^Currency\W+GBP$/,
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.currency.onChange).toHaveBeenCalledWith('EUR');
    await expect(
      within(canvasElement).getByRole('button', { name: /^Currency\W+EUR$/ }),
    ).toBeVisible();
  },
};

export const PhoneMenu: Story = {
  args: { navigation: navigation.map((link, index) => ({ ...link, current: index === 0 })) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Gaming PCs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Currency' }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Euro (€)' }));
    await expect(args.currency.onChange).toHaveBeenCalledWith('EUR');
    // Back to pounds, so the menu reviewed below shows the edition's own currency.
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Currency' }));
    const again = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(again).getByRole('option', { name: 'Pound sterling (£)' }));
    await expect(args.currency.onChange).toHaveBeenLastCalledWith('GBP');
    await expect(within(drawer).getByRole('combobox', { name: 'Currency' })).toHaveTextContent(
      'Pound sterling (£)',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The button is rendered anew once the drawer is loaded: it is found again by its name.
    const loadedMenuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(loadedMenuButton).toHaveFocus();
    await userEvent.click(loadedMenuButton);
    await body(canvasElement).findByRole('dialog', { name: 'Menu' });
  },
};

/** Each dropdown opened from the keyboard: focus on its first item, Escape back on the trigger. */
export const MenusByKeyboard: Story = {
  args: SignedIn.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menus = [
      { trigger: /^Edition\W+UK$/, key: ' ', first: ['menuitemradio', 'United Kingdom'] },
      {
        trigger: /^Currency\W+GBP$/,
        key: '{ArrowDown}',
        first: ['menuitemradio', 'Pound sterling (£)'],
      },
      { trigger: /^Account: Ada$/, key: '{Enter}', first: ['menuitem', 'Profile'] },
    ] as const;
    for (const { trigger, key, first } of menus) {
      const button = canvas.getByRole('button', { name: trigger });
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      button.focus();
      await userEvent.keyboard(key);
      const menu = await body(canvasElement).findByRole('menu');
      const [role, name] = first;
      await waitFor(() => expect(within(menu).getByRole(role, { name })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
      await expect(canvas.getByRole('button', { name: trigger })).toHaveFocus();
    }
  },
};

/** The phone menu opened from the keyboard: focus in the drawer, Escape back on the button. */
export const PhoneMenuByKeyboard: Story = {
  globals: PhoneMenu.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};

export const OnSmallTablet: Story = {
  args: SignedIn.args,
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account: Ada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

export const ManyInCart: Story = {
  args: { cart: { href: '/checkout', count: 120 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Cart, 120 items' }),
    ).toHaveTextContent('99+');
  },
};
