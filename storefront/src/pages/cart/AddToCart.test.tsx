// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRefusal, Operation, type RootStore } from '@pcshop/stores';
import { StoresProvider } from '@pcshop/stores/react';
import { createI18n } from '../../i18n/createI18n';
import { AddToCart } from './AddToCart';

afterEach(cleanup);

/** A cart whose adds wait until the test settles them: answered with the product, or refused. */
function slowCart() {
  const waiting: { settle: (refusal?: unknown) => void }[] = [];
  const add = new Operation(
    'CartStore.add',
    (product: string) =>
      new Promise<string>((resolve, reject) => {
        waiting.push({ settle: (refusal) => (refusal ? reject(refusal) : resolve(product)) });
      }),
  );
  return { add, waiting };
}

async function show(cart: ReturnType<typeof slowCart>) {
  const i18n = await createI18n('en-GB');
  await i18n.loadNamespaces('cart');
  const root = { cart: { add: cart.add } } as unknown as RootStore;
  render(
    <StoresProvider root={root}>
      <I18nextProvider i18n={i18n}>
        <AddToCart product="model-rigsmith-ember" />
      </I18nextProvider>
    </StoresProvider>,
  );
  return screen.getByRole('button', { name: 'Add to cart' });
}

const settle = async (cart: ReturnType<typeof slowCart>, refusal?: unknown) => {
  await act(async () => {
    cart.waiting.shift()!.settle(refusal);
    await Promise.resolve();
  });
};

describe('Add to cart (a model, a single product)', () => {
  it('says added once the cart has the model', async () => {
    const cart = slowCart();
    fireEvent.click(await show(cart));
    expect(screen.getByRole('button', { name: 'Adding to cart…' })).toBeTruthy();
    await settle(cart);
    expect(screen.getByRole('button', { name: 'Added to cart' })).toBeTruthy();
  });

  it('waits while another add to the cart runs, and is not reported added by it', async () => {
    const cart = slowCart();
    const button = await show(cart);
    act(() => {
      void cart.add.run('pc-45');
    });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    // Only the other add was started; the model is not said to be added.
    expect(cart.waiting).toHaveLength(1);
    await settle(cart);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Added to cart' })).toBeNull();
  });

  it('is not reported added when the add is not started', async () => {
    const cart = slowCart();
    const button = await show(cart);
    // The other add starts in the same task as the click, before the button can be disabled.
    act(() => {
      void cart.add.run('pc-45');
      fireEvent.click(button);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(cart.waiting).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Added to cart' })).toBeNull();
    expect(screen.queryByText(/at most 16|went wrong/)).toBeNull();
  });

  it('says a refusal under the button and goes back to add', async () => {
    const cart = slowCart();
    fireEvent.click(await show(cart));
    await settle(
      cart,
      new ApiRefusal({ status: 409, code: 'amount_above_maximum', message: 'Too many' }),
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByText('A line can hold at most 16 of one product.')).toBeTruthy();
  });
});
