import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { editionFormats, priceLabels, storyLocale } from '../../stories/commerce';
import { Stack } from '../Stack/Stack';
import { Price, priceSizes } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: {
    amount: 179900,
    currency: 'GBP',
    locale: 'en-GB',
    labels: priceLabels['en-GB'],
    size: 'large',
  },
  argTypes: { size: { control: 'radio', options: priceSizes } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return locale === 'en-GB' ? (
      <Price {...args} />
    ) : (
      <Price {...args} {...editionFormats[locale]} labels={priceLabels[locale]} />
    );
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('p') as HTMLElement;
    await expect(price).toHaveTextContent('£1,799.00');
    await expect(price).toHaveTextContent('Incl. VAT');
    await expect(getComputedStyle(price).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Euro: Story = {
  args: { amount: 164950, currency: 'EUR', locale: 'de-DE', labels: priceLabels['de-DE'] },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('p') as HTMLElement;
    await expect(price.textContent).toMatch(/1\.649,50\s€/);
  },
};

export const Discounted: Story = {
  args: { amount: 164900, wasAmount: 189900 },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('p') as HTMLElement;
    await expect(price).toHaveTextContent('Was £1,899.00 Now £1,649.00');
    const was = within(price).getByText('£1,899.00');
    await expect(getComputedStyle(was).textDecorationLine).toBe('line-through');
  },
};

export const Free: Story = {
  args: { amount: 0, size: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/^Free/);
  },
};

export const ToBeConfirmed: Story = {
  args: { amount: null, size: 'medium' },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('p') as HTMLElement;
    await expect(price).toHaveTextContent('To be confirmed');
    await expect(price).not.toHaveTextContent('VAT');
  },
};

export const WithoutVatNote: Story = {
  args: { labels: {}, size: 'small', amount: 8999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/^£89\.99$/);
  },
};

export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    const sizes = Array.from(canvasElement.querySelectorAll('p'), (p) =>
      parseFloat(getComputedStyle(p).fontSize),
    );
    await expect(sizes).toEqual([14, 16, 20, 32]);
  },
  args: { wasAmount: 199900 },
  render: (args) => (
    <Stack space="medium">
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};
