import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { AddToCartButton, Alert, Stack } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { cartRefusalText } from './cartRefusal';

/**
 * Buys a pre-built model as it is (`model-<slug>`, its discount kept): add → adding → added;
 * a refusal is said under the button. While another add to the cart runs the button waits
 * (disabled), and only an add that answered the product counts as added.
 */
export const AddModelToCart = observer(function AddModelToCart({
  slug,
  disabled = false,
}: {
  slug: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('cart');
  const { cart } = useStores();
  const product = `model-${slug}`;
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
        onAdd={() => void add()}
        labels={{ add: t('add.add'), adding: t('add.adding'), added: t('add.added') }}
      />
      <div aria-live="polite">
        {failure != null && <Alert tone="critical" message={cartRefusalText(t, failure)} />}
      </div>
    </Stack>
  );
});
