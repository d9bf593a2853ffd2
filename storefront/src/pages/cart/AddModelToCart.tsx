import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { AddToCartButton, Alert, Stack } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { cartRefusalText } from './cartRefusal';

/**
 * Buys a pre-built model as it is (`model-<slug>`, its discount kept): add → adding → added;
 * a refusal is said under the button.
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
    setFailure(null);
    await cart.add.run(product);
    setAdding(false);
    if (cart.add.refusal != null) setFailure(cart.add.refusal);
    else setAdded(product);
  };
  const state = adding ? 'adding' : added === product ? 'added' : 'add';
  return (
    <Stack space="small">
      <AddToCartButton
        state={state}
        disabled={disabled}
        onAdd={() => void add()}
        labels={{ add: t('add.add'), adding: t('add.adding'), added: t('add.added') }}
      />
      <div aria-live="polite">
        {failure != null && <Alert tone="critical" message={cartRefusalText(t, failure)} />}
      </div>
    </Stack>
  );
});
