import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editionFormats, priceLabels, storyLocale } from '../../stories/commerce';
import * as frames from '../../stories/frames.css';
import { renders } from '../../stories/images';
import { localeArgs } from '../../stories/locale';
import { StoryLink } from '../../stories/StoryLink';
import { imagePriorities } from '../../utils/imageLoading';
import { AddToCartButton } from '../AddToCartButton/AddToCartButton';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Columns } from '../Columns/Columns';
import { ProductCard, type ProductCardProps } from './ProductCard';

const openModel = fn();
const addToCart = fn();

const texts: Parameters<typeof localeArgs<ProductCardProps>>[1] = {
  'fr-FR': {
    tagline: 'Le PC 1440p haute fréquence pour les jeux compétitifs',
    fps: { value: 142, label: 'IPS dans Cyberpunk 2077 en 1440p' },
  },
  it: {
    tagline: 'Il PC 1440p ad alto refresh per il gioco competitivo',
    fps: { value: 142, label: 'FPS in Cyberpunk 2077 a 1440p' },
  },
  'es-ES': {
    tagline: 'El PC 1440p de alta frecuencia para juegos competitivos',
    fps: { value: 142, label: 'FPS en Cyberpunk 2077 a 1440p' },
  },
  'de-DE': {
    tagline: 'Der 1440p-Hochfrequenz-PC für kompetitive Spiele und Streaming',
    fps: { value: 142, label: 'FPS in Cyberpunk 2077 bei 1440p' },
  },
};

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  argTypes: { imagePriority: { control: 'radio', options: imagePriorities } },
  args: {
    name: 'Rigsmith Aurora 7',
    tagline: 'The high-refresh 1440p PC for competitive games',
    image: {
      src: renders.cyan,
      alt: 'Rigsmith Aurora 7 with a cyan-lit glass panel',
      width: 640,
      height: 480,
    },
    link: <StoryLink to="/pc/aurora-7" onNavigate={openModel} />,
    specs: [
      { icon: 'cpu', label: 'Processor', value: 'AMD Ryzen 7 7800X3D' },
      { icon: 'gpu', label: 'Graphics card', value: 'NVIDIA GeForce RTX 4070 Super 12 GB' },
      { icon: 'memory', label: 'Memory', value: '32 GB DDR5-6000' },
      { icon: 'storage', label: 'Storage', value: '2 TB NVMe SSD' },
    ],
    fps: { value: 142, label: 'FPS in Cyberpunk 2077 at 1440p' },
    price: { amount: 179900, currency: 'GBP', locale: 'en-GB' },
    priceLabels: priceLabels['en-GB'],
    actions: (
      <>
        <AddToCartButton
          state="add"
          onAdd={addToCart}
          labels={{ add: 'Add to cart', adding: 'Adding…', added: 'Added to cart' }}
        />
        <Button tone="secondary">Customise</Button>
      </>
    ),
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <ProductCard
        {...args}
        {...localeArgs<ProductCardProps>(globals, texts)}
        price={{ ...args.price, ...editionFormats[locale] }}
        priceLabels={priceLabels[locale]}
      />
    );
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const inCardSlot: Story['decorators'] = [
  (Story) => (
    <Box className={frames.card}>
      <Story />
    </Box>
  ),
];

export const Default: Story = {
  decorators: inCardSlot,
  play: async ({ canvasElement }) => {
    openModel.mockClear();
    addToCart.mockClear();
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    const link = canvas.getByRole('link', { name: 'Rigsmith Aurora 7' });
    const picture = canvas.getByRole('img', { name: /cyan-lit glass panel/ });
    await expect(picture).toHaveAttribute('width', '640');
    // Below the fold by default: lazy, without a fetch priority.
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).not.toHaveAttribute('fetchpriority');
    await expect(canvas.getByRole('img', { name: 'Graphics card' })).toBeVisible();
    await expect(card).toHaveTextContent('142FPS in Cyberpunk 2077 at 1440p');

    // The name's link covers the card: a click on the tagline lands on it.
    const tagline = canvas.getByText(/high-refresh/).getBoundingClientRect();
    const hit = document.elementFromPoint(tagline.left + 4, tagline.top + tagline.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(openModel).toHaveBeenCalledWith('/pc/aurora-7');

    // The actions stay above it.
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    const box = add.getBoundingClientRect();
    await expect(
      document
        .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        ?.closest('button'),
    ).toBe(add);
    await userEvent.click(add);
    await expect(addToCart).toHaveBeenCalledTimes(1);
    await expect(openModel).toHaveBeenCalledTimes(1);
  },
};

export const Discounted: Story = {
  decorators: inCardSlot,
  args: {
    price: { amount: 164900, wasAmount: 189900, currency: 'GBP', locale: 'en-GB' },
    badges: [{ label: 'Save 13 %', tone: 'deal' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Save 13 %')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('Was £1,899.00 Now £1,649.00');
  },
};

export const WithoutFps: Story = {
  decorators: inCardSlot,
  args: {
    fps: undefined,
    image: {
      src: renders.violet,
      alt: 'Rigsmith Studio with a violet light strip',
      width: 640,
      height: 480,
    },
    name: 'Rigsmith Studio',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).not.toHaveTextContent('FPS');
  },
};

const lineup = [
  { name: 'Rigsmith Core 5', src: renders.lime, amount: 89900 },
  { name: 'Rigsmith Aurora 7', src: renders.cyan, amount: 179900 },
  { name: 'Rigsmith Apex 9', src: renders.amber, amount: 329900 },
];

const grid: Story = {
  render: (args, context) => (
    <Columns columns={{ phone: 1, tabletSmall: 2, desktop: 3 }} as="ul">
      {lineup.map((model) => (
        <li key={model.name}>
          {meta.render(
            {
              ...args,
              name: model.name,
              image: {
                ...args.image,
                src: model.src,
                alt: `${model.name}, front three-quarter view`,
              },
              price: { ...args.price, amount: model.amount },
            },
            context,
          )}
        </li>
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

export const GridOnPhone: Story = {
  ...grid,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const GridOnSmallTablet: Story = {
  ...grid,
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
};
export const GridOnDesktop: Story = {
  ...grid,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
