import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { buttonSizes } from '../Button/Button';
import {
  AddToCartButton,
  addToCartStates,
  type AddToCartButtonProps,
  type AddToCartState,
} from './AddToCartButton';

const labels = { add: 'Add to cart', adding: 'Adding…', added: 'Added to cart' };

const meta = {
  title: 'Actions/AddToCartButton',
  component: AddToCartButton,
  args: { state: 'add', labels, onAdd: fn() },
  argTypes: {
    state: { control: 'radio', options: addToCartStates },
    size: { control: 'radio', options: buttonSizes },
  },
  render: (args, { globals }) => (
    <AddToCartButton
      {...args}
      {...localeArgs<AddToCartButtonProps>(globals, {
        'fr-FR': {
          labels: {
            add: 'Ajouter au panier',
            adding: 'Ajout en cours…',
            added: 'Ajouté au panier',
          },
        },
        it: {
          labels: {
            add: 'Aggiungi al carrello',
            adding: 'Aggiunta…',
            added: 'Aggiunto al carrello',
          },
        },
        'es-ES': {
          labels: { add: 'Añadir a la cesta', adding: 'Añadiendo…', added: 'Añadido a la cesta' },
        },
        'de-DE': {
          labels: {
            add: 'In den Warenkorb legen',
            adding: 'Wird hinzugefügt…',
            added: 'Zum Warenkorb hinzugefügt',
          },
        },
      })}
    />
  ),
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Adding: Story = {
  args: { state: 'adding' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Adding…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Adding…');
  },
};

export const Added: Story = {
  args: { state: 'added' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Added to cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Added to cart' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Unavailable: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, size: 'large' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The whole cycle, with the page's part (saving the line) played by a timer. */
export const AddThenAdded: Story = {
  render: function Cycle(args) {
    const [state, setState] = useState<AddToCartState>('add');
    return (
      <AddToCartButton
        {...args}
        state={state}
        onAdd={() => {
          args.onAdd();
          setState('adding');
          setTimeout(() => setState('added'), 300);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByRole('button', { name: 'Adding…' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Added to cart'));
    await expect(canvas.getByRole('button', { name: 'Added to cart' })).toHaveFocus();
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};
