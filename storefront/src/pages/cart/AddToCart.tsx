import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { AddToCartButton, Alert, Stack } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { cartRefusalText } from './cartRefusal';

/**
 * Puts a product in the cart: a pre-built model as it is (`model-<slug>`, its discount kept) or a
 * single product (its part id). add → adding → added; a refusal is said under the button. While
 * another add to the cart runs the button waits (disabled), and only an add that answered the
 * product counts as added.
 */
export const AddToCart = observer(function AddToCart({
  product,
  disabled = false,
  fullWidth = false,
  describedBy,
}: {
  product: string;
  disabled?: boolean;
  fullWidth?: boolean;
  /** The id of the product's name, when a list has many such buttons. */
  describedBy?: string;
}) {
  const { t } = useTranslation('cart');
  const { cart } = useStores();
  const [added, setAdded] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const add = async () => {
    setAdding(true);
    setAdded(null);
    setFailure(null);
    const answer = await cart.add.run(product);
    setAdding(false);
    if (answer === product) setAdded(product);
    else setFailure(cart.add.refusal);
  };
  const state = adding ? 'adding' : added === product ? 'added' : 'add';
  const otherAddRunning = cart.add.pending && !adding;
  return (
    <Stack space="small">
      <AddToCartButton
        state={state}
        disabled={disabled || otherAddRunning}
        fullWidth={fullWidth}
        aria-describedby={describedBy}
        onAdd={() => void add()}
        labels={{ add: t('add.add'), adding: t('add.adding'), added: t('add.added') }}
      />
      <div aria-live="polite">
        {failure != null && <Alert tone="critical" message={cartRefusalText(t, failure)} />}
      </div>
    </Stack>
  );
});
