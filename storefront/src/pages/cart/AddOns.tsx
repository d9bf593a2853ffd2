import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { AddOnCard, Alert, Button, Skeleton } from '@pcshop/design-system';
import type { ProductListItem } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { AddToCart } from './AddToCart';
import * as styles from './cart.css';

/** "Complete your setup": monitors and accessories in stock, each bought on its own. */
export const AddOns = observer(function AddOns() {
  const { t } = useTranslation('cart');
  const { addOns, edition } = useStores();
  const { country, currency } = edition;
  const titleId = useId();
  useEffect(() => {
    void addOns.load();
  }, [addOns, country, currency]);
  const { products } = addOns;
  if (products.state === 'ready' && products.data?.length === 0) return null;
  return (
    <section className={styles.addOns} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.addOnsTitle}>
          {t('addOns.title')}
        </h2>
        <p className={styles.lead}>{t('addOns.lead')}</p>
      </div>
      {products.state === 'error' ? (
        <Alert
          tone="critical"
          message={t('addOns.failed')}
          action={
            <Button tone="secondary" onClick={() => void addOns.load()}>
              {t('tryAgain')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.addOnList} aria-labelledby={titleId} aria-busy={!products.data}>
          {products.data
            ? products.data.map((product) => (
                <li key={product.id}>
                  <AddOn product={product} />
                </li>
              ))
            : [0, 1, 2].map((index) => (
                <li key={index}>
                  <Skeleton shape="text" lines={4} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
});

const AddOn = observer(function AddOn({ product }: { product: ProductListItem }) {
  const { edition } = useStores();
  const nameId = useId();
  return (
    <AddOnCard
      name={product.title}
      detail={product.brand}
      nameId={nameId}
      image={{ src: product.image, alt: product.title, width: 480, height: 480 }}
      price={{
        amount: product.price,
        currency: product.currency,
        locale: edition.info.messageLocale,
      }}
      action={<AddToCart product={product.id} describedBy={nameId} fullWidth />}
    />
  );
});
