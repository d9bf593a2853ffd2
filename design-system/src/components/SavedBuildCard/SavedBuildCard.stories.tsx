import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editionFormats, priceLabels, storyLocale } from '../../stories/commerce';
import { renders } from '../../stories/images';
import { localeArgs } from '../../stories/locale';
import { StoryLink } from '../../stories/StoryLink';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Stack } from '../Stack/Stack';
import { SavedBuildCard, type SavedBuildCardProps } from './SavedBuildCard';

const openBuild = fn();
const addToCart = fn();

const meta = {
  title: 'Commerce/SavedBuildCard',
  component: SavedBuildCard,
  args: {
    name: 'My streaming rig',
    reference: 'RS-7Q2K-91',
    image: { src: renders.lime, alt: 'My streaming rig, green-lit case', width: 640, height: 480 },
    link: <StoryLink to="/custom-pc-builder/customiser?build=RS-7Q2K-91" onNavigate={openBuild} />,
    components: ['AMD Ryzen 7 7800X3D', 'NVIDIA GeForce RTX 4070 Super', '32 GB DDR5-6000'],
    price: { amount: 164900, currency: 'GBP', locale: 'en-GB' },
    priceLabels: priceLabels['en-GB'],
    estimatedShipDate: '2026-12-08',
    labels: { reference: 'Reference', shipDate: 'Estimated ship date' },
    actions: (
      <>
        <Button onClick={addToCart}>Add to cart</Button>
        <IconButton icon="edit" label="Rename My streaming rig" tone="secondary" />
        <IconButton icon="trash" label="Delete My streaming rig" tone="secondary" />
      </>
    ),
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <SavedBuildCard
        {...args}
        {...localeArgs<SavedBuildCardProps>(globals, {
          'fr-FR': { labels: { reference: 'Référence', shipDate: 'Date d’expédition estimée' } },
          it: { labels: { reference: 'Riferimento', shipDate: 'Data di spedizione stimata' } },
          'es-ES': { labels: { reference: 'Referencia', shipDate: 'Fecha de envío estimada' } },
          'de-DE': {
            labels: { reference: 'Referenz', shipDate: 'Voraussichtliches Versanddatum' },
          },
        })}
        price={{ ...args.price, ...editionFormats[locale] }}
        priceLabels={priceLabels[locale]}
      />
    );
  },
} satisfies Meta<typeof SavedBuildCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToOrder: Story = {
  args: { assemblyFee: { label: 'Assembly and testing', amount: 9900 } },
  play: async ({ canvasElement }) => {
    openBuild.mockClear();
    addToCart.mockClear();
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'My streaming rig' });
    await expect(card).toHaveTextContent('Reference RS-7Q2K-91');
    await expect(card).toHaveTextContent('Estimated ship date 8 December 2026');
    await expect(card).toHaveTextContent('Assembly and testing £99.00');
    await userEvent.click(canvas.getByRole('link', { name: 'My streaming rig' }));
    await expect(openBuild).toHaveBeenCalledWith('/custom-pc-builder/customiser?build=RS-7Q2K-91');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(addToCart).toHaveBeenCalledTimes(1);
  },
};

export const OutOfStock: Story = {
  args: {
    problems: [{ kind: 'out-of-stock', message: 'NVIDIA GeForce RTX 4070 Super out of stock' }],
  },
  play: async ({ canvasElement }) => {
    const problem = within(canvasElement).getByText('NVIDIA GeForce RTX 4070 Super out of stock');
    await expect(problem).toHaveAttribute('data-problem', 'out-of-stock');
  },
};

export const Archived: Story = {
  args: {
    problems: [
      { kind: 'archived', message: 'ASUS TUF Gaming B650-Plus WiFi is archived' },
      { kind: 'out-of-stock', message: 'Corsair RM850e 850 W out of stock' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('data-problem')),
    ).toHaveLength(2);
  },
};

export const AssemblyNotFinished: Story = {
  args: {
    name: 'Half-way there',
    components: ['AMD Ryzen 5 7600'],
    price: { amount: 18999, currency: 'GBP', locale: 'en-GB' },
    estimatedShipDate: undefined,
    problems: [{ kind: 'unfinished', message: 'Assembly is not finished' }],
  },
  play: async ({ canvasElement }) => {
    const problem = within(canvasElement).getByText('Assembly is not finished');
    await expect(problem).toHaveAttribute('data-problem', 'unfinished');
    await expect(within(canvasElement).queryByText(/Estimated ship date/)).toBeNull();
  },
};

export const DraftsOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, context) => (
    <Stack space="small">
      {meta.render(args, context)}
      {meta.render(
        {
          ...args,
          name: 'Half-way there',
          problems: [{ kind: 'unfinished', message: 'Assembly is not finished' }],
        },
        context,
      )}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const card of within(canvasElement).getAllByRole('article')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};
