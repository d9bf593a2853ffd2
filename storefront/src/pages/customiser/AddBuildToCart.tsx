import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { AddToCartButton, Alert, Stack } from '@pcshop/design-system';
import { useBuilder } from './useBuilder';
import { refusalText } from './refusalText';

/**
 * Adds the customiser's build to the cart as an assembly (add → adding → added; back to add
 * once the build changes). A refusal names the broken rules, as the save does.
 */
export const AddBuildToCart = observer(function AddBuildToCart({
  fullWidth = false,
}: {
  fullWidth?: boolean;
}) {
  const { t, i18n } = useTranslation('customiser');
  const { customiser, drafts, assembly } = useBuilder();
  const failure = assembly.failure;
  return (
    <Stack space="small">
      <AddToCartButton
        state={assembly.state}
        fullWidth={fullWidth}
        disabled={customiser.lines.length === 0}
        onAdd={() => void assembly.addToCart(drafts.opened?.name ?? t('drafts.defaultName'))}
        labels={{ add: t('cart.add'), adding: t('cart.adding'), added: t('cart.added') }}
      />
      <div aria-live="polite">
        {failure != null && (
          <Alert
            tone="critical"
            message={refusalText(t, failure, {
              action: 'cart',
              issues: customiser.errors,
              locale: i18n.language,
            })}
          />
        )}
      </div>
    </Stack>
  );
});
