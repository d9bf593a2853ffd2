import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { iconNames } from '../Icon/iconNames';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { EmptyState, emptyStateHeadingLevels, type EmptyStateProps } from './EmptyState';

const texts: LocaleTexts<EmptyStateProps> = {
  'fr-FR': {
    title: 'Votre panier est vide',
    description:
      'Choisissez un PC prêt à jouer ou configurez le vôtre pièce par pièce : il apparaîtra ici.',
  },
  it: {
    title: 'Il tuo carrello è vuoto',
    description:
      'Scegli un PC pronto all’uso o configura il tuo componente per componente: comparirà qui.',
  },
  'es-ES': {
    title: 'Tu carrito está vacío',
    description: 'Elige un PC listo para jugar o configura el tuyo pieza a pieza: aparecerá aquí.',
  },
  'de-DE': {
    title: 'Ihr Warenkorb ist leer',
    description:
      'Wählen Sie einen spielfertigen PC oder konfigurieren Sie Ihren eigenen Teil für Teil – er erscheint dann hier.',
  },
};

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'cart',
    title: 'Your cart is empty',
    description: 'Pick a ready-to-play PC or build your own part by part: it shows up here.',
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    headingLevel: { control: 'radio', options: emptyStateHeadingLevels },
  },
  render: (args, { globals }) => (
    <EmptyState {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  args: { action: <Button onClick={fn()}>Browse gaming PCs</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse gaming PCs' })).toBeVisible();
  },
};

export const NoSavedBuilds: Story = {
  args: {
    icon: 'cpu',
    title: 'No saved builds yet',
    description: 'Save a build from the customiser to compare it later or order it in one click.',
  },
};

export const NoMatchingParts: Story = {
  args: {
    icon: 'filter',
    title: 'No parts match these filters',
    description: 'Turn off “Only in stock” to see the 12 compatible cases that ship later.',
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 3,
        name: 'No parts match these filters',
      }),
    ).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No orders yet' },
};
