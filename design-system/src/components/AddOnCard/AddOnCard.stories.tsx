import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editionFormats, priceLabels, storyLocale, type StoryTexts } from '../../stories/commerce';
import { monitorRender } from '../../stories/images';
import { Alert } from '../Alert/Alert';
import * as frames from '../../stories/frames.css';
import {
  AddToCartButton,
  addToCartStates,
  type AddToCartState,
} from '../AddToCartButton/AddToCartButton';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { AddOnCard, type AddOnCardProps } from './AddOnCard';

const texts: StoryTexts<{ labels: Record<AddToCartState, string>; refusal: string }> = {
  'en-GB': {
    labels: { add: 'Add to cart', adding: 'Adding to cart…', added: 'Added to cart' },
    refusal: 'A line can hold at most 16 of one product.',
  },
  'fr-FR': {
    labels: { add: 'Ajouter au panier', adding: 'Ajout au panier…', added: 'Ajouté au panier' },
    refusal: 'Une ligne contient au plus 16 exemplaires d’un produit.',
  },
  it: {
    labels: {
      add: 'Aggiungi al carrello',
      adding: 'Aggiunta al carrello…',
      added: 'Aggiunto al carrello',
    },
    refusal: 'Una riga contiene al massimo 16 pezzi di un prodotto.',
  },
  'es-ES': {
    labels: {
      add: 'Añadir al carrito',
      adding: 'Añadiendo al carrito…',
      added: 'Añadido al carrito',
    },
    refusal: 'Una línea admite como máximo 16 unidades de un producto.',
  },
  'de-DE': {
    labels: { add: 'In den Warenkorb', adding: 'Wird hinzugefügt…', added: 'Im Warenkorb' },
    refusal: 'Eine Zeile enthält höchstens 16 Stück eines Produkts.',
  },
};

const nameId = 'add-on-name';

/** The card's props and the add button's state, as the cart page sets it, for its action. */
type StoryProps = AddOnCardProps & {
  state: AddToCartState;
  /** Another add to the cart is running. */
  waiting?: boolean;
  refused?: boolean;
  onAdd: () => void;
};

const meta = {
  title: 'Commerce/AddOnCard',
  component: AddOnCard,
  args: {
    name: 'AOC 24G2SP',
    detail: 'AOC',
    nameId,
    image: { src: monitorRender('#22d3ee'), alt: 'AOC 24G2SP', width: 480, height: 480 },
    price: { amount: 15_999, currency: 'GBP', locale: 'en-GB' },
    // The render makes the action: the add button in `state`, in the toolbar's locale.
    action: null,
    state: 'add',
    onAdd: fn(),
  },
  argTypes: { state: { control: 'radio', options: addToCartStates } },
  render: ({ state, waiting = false, refused = false, onAdd, action: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    const { labels, refusal } = texts[locale];
    return (
      <Box className={frames.card}>
        <AddOnCard
          {...args}
          price={{ ...args.price, ...editionFormats[locale] }}
          priceLabels={priceLabels[locale]}
          action={
            <Stack space="small">
              <AddToCartButton
                state={state}
                disabled={waiting}
                onAdd={onAdd}
                labels={labels}
                fullWidth
                aria-describedby={nameId}
              />
              {refused && <Alert tone="critical" message={refusal} />}
            </Stack>
          }
        />
      </Box>
    );
  },
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<StoryProps>;

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'AOC 24G2SP' });
    await expect(card).toHaveTextContent('£159.99');
    await expect(canvas.getByRole('img', { name: 'AOC 24G2SP' })).toHaveAttribute('width', '480');
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAccessibleDescription('AOC 24G2SP');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Adding: Story = {
  args: { state: 'adding' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Adding to cart…' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Added: Story = {
  args: { state: 'added' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Added to cart');
    await expect(canvas.getByRole('button', { name: 'Added to cart' })).toBeEnabled();
  },
};

/** Another add to the cart is running: the button waits. */
export const Waiting: Story = {
  args: { waiting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { refused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A line can hold at most 16 of one product.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};
