import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  AddressPicker,
  Alert,
  Button,
  Checkbox,
  FormError,
  NEW_ADDRESS,
  Skeleton,
  Spinner,
} from '@pcshop/design-system';
import { ApiRefusal, type ShippingChoice } from '@pcshop/stores';
import type { ShippingAddress } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useRefusalText } from '../../forms/refusalText';
import {
  ShippingAddressFields,
  pickShippingAddressSchema,
  emptyShippingAddress,
  useCountryNames,
} from '../../forms/ShippingAddressFields';
import { useApiForm } from '../../forms/useApiForm';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import { CartFigures } from '../cart/CartFigures';
import * as catalogueStyles from '../catalogue/catalogue.css';
import { useDocumentMeta } from '../useDocumentMeta';
import { stagePath, useGoToStage } from './stagePath';
import * as cartStyles from '../cart/cart.css';
import { takePreloaded } from '../../ssr/justPreloaded';
import * as styles from './checkout.css';

/** The refusals of `to_order` the checkout explains (the others read as the generic message). */
const orderRefusals = [
  'out_of_stock',
  'archived',
  'incompatible_build',
  'coupon_invalid',
  'coupon_invalid_country',
  'coupon_below_minimum',
  'coupon_used_up',
  'empty_basket',
  'address_limit_reached',
] as const;

/** Stage 2: a saved address (the default picked) or a new one, and the order's summary. */
export const ShippingStage = observer(function ShippingStage() {
  const { t } = useTranslation('checkout');
  const { account, cart, checkout, edition } = useStores();
  const goTo = useGoToStage();
  useDocumentMeta(t('shipping.metaTitle'), t('shipping.title'));
  // Read again each time (an order may have kept a new address since), unless just preloaded.
  useEffect(() => {
    if (!takePreloaded(account)) void account.loadAddresses();
  }, [account]);
  useEffect(() => {
    if (!cart.summary.data) void cart.recalculate();
  }, [cart]);
  const [picked, setPicked] = useState<string | null>(null);
  const [keep, setKeep] = useState(true);
  const form = useApiForm(pickShippingAddressSchema, emptyShippingAddress(edition.country));

  const saved = account.addresses;
  const preselected = saved.find((address) => address.is_default) ?? saved[0];
  const choice = picked ?? (preselected ? String(preselected.id) : NEW_ADDRESS);
  const canKeep = account.canAddAddress;

  const place = async (shipping: ShippingChoice) => {
    if (await checkout.placeOrder.run(shipping)) goTo(3);
  };
  const submitSaved = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = saved.find(({ id }) => String(id) === choice);
    if (!address) return;
    void place({
      shipping_address: { id: address.id },
      add_to_address_list: false,
      phone_number: address.phone,
    });
  };
  const submitNew = form.submit(({ first_name, last_name, address, phone }) =>
    place({
      shipping_address: { first_name, last_name, address },
      add_to_address_list: keep && canKeep,
      phone_number: phone,
    }),
  );

  return (
    <section className={styles.stage} aria-labelledby="checkout-shipping">
      <h1 id="checkout-shipping" className={cartStyles.title}>
        {t('shipping.title')}
      </h1>
      <div className={cartStyles.layout}>
        {!account.addressesLoaded && account.addressBook.state === 'error' ? (
          <Alert
            tone="critical"
            message={t('shipping.addressesFailed')}
            action={
              <Button tone="secondary" onClick={() => void account.loadAddresses()}>
                {t('tryAgain')}
              </Button>
            }
          />
        ) : !account.addressesLoaded ? (
          <Spinner label={t('shipping.loading')} showLabel />
        ) : (
          <form
            ref={form.formRef}
            noValidate
            aria-labelledby="checkout-shipping"
            className={styles.form}
            onSubmit={choice === NEW_ADDRESS ? submitNew : submitSaved}
          >
            {saved.length > 0 && (
              <SavedAddresses addresses={saved} value={choice} onChange={setPicked} />
            )}
            {choice === NEW_ADDRESS && (
              <>
                <FormError ref={form.errorRef} message={form.failure} />
                <ShippingAddressFields
                  register={form.register}
                  control={form.control}
                  fieldError={form.fieldError}
                />
                <Checkbox
                  label={t('shipping.keep')}
                  checked={keep && canKeep}
                  disabled={!canKeep}
                  onCheckedChange={setKeep}
                  {...(canKeep ? {} : { hint: t('shipping.listFull') })}
                />
              </>
            )}
            <OrderRefusal />
            <div className={cartStyles.actions}>
              <Button type="submit" size="large" loading={checkout.placeOrder.pending}>
                {t('shipping.submit')}
              </Button>
            </div>
          </form>
        )}
        {cart.summary.data ? (
          <CartFigures summary={cart.summary.data} />
        ) : (
          <Skeleton shape="block" ratio="square" />
        )}
      </div>
    </section>
  );
});

function SavedAddresses({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly ShippingAddress[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const countries = useCountryNames();
  return (
    <AddressPicker
      value={value}
      onChange={onChange}
      labels={{
        title: t('shipping.shipTo'),
        default: t('shipping.default'),
        newAddress: t('shipping.newAddress'),
      }}
      addresses={addresses.map(({ id, is_default, first_name, last_name, address }) => ({
        id,
        isDefault: is_default,
        name: `${first_name} ${last_name}`,
        text: [
          address.line1,
          address.line2,
          `${address.postcode} ${address.city}`,
          countries.find((country) => country.value === address.country)?.label,
        ]
          .filter(Boolean)
          .join(', '),
      }))}
    />
  );
}

/** Why the order was refused, naming the cart's lines it refused, with the way back to the cart. */
const OrderRefusal = observer(function OrderRefusal() {
  const { t } = useTranslation('checkout');
  const { cart, checkout } = useStores();
  const refusalText = useRefusalText();
  const to = useEditionPath();
  const refusal = checkout.placeOrder.refusal;
  if (refusal === null) return null;
  const code = orderRefusals.find(
    (known) => refusal instanceof ApiRefusal && refusal.status === 409 && refusal.code === known,
  );
  const lines = checkout.refusedLines
    .map((id) => cart.lines.find((line) => line.product === id)?.item?.product.title ?? id)
    .join(', ');
  return (
    <Alert
      tone="critical"
      live="assertive"
      message={code ? t(`refusal.${code}`, { lines }) : refusalText(refusal)}
      action={
        <RouterLink className={catalogueStyles.buttonLink} to={to(stagePath(0))}>
          {t('backToCart')}
        </RouterLink>
      }
    />
  );
});

export { ShippingStage as Component };
