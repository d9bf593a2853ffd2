import { useTranslation } from 'react-i18next';
import { Button } from '@pcshop/design-system';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './HomePage.css';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.homeTitle'), t('meta.homeDescription'));
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {t('home.heroTitle')}
      </h1>
      <p className={styles.lead}>{t('home.heroText')}</p>
      <div className={styles.actions}>
        <Button size="large">{t('home.ctaBrowse')}</Button>
        <Button size="large" tone="secondary">
          {t('home.ctaCustomise')}
        </Button>
      </div>
    </section>
  );
}

export { HomePage as Component };
