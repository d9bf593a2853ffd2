import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { Button, Price, Text } from '@pcshop/design-system';
import type { CustomiserStore } from '@pcshop/stores/builder';
import { useStores } from '@pcshop/stores/react';
import * as styles from './CustomiserPage.css';

/**
 * On phones and tablets, where the build sits above the parts and scrolls away while choosing: a
 * bar that stays at the bottom of the screen with the total, the number of problems and the way
 * back to the build.
 */
export const PhoneBuildBar = observer(function PhoneBuildBar({
  store,
  summaryId,
}: {
  store: CustomiserStore;
  /** The build summary's element id. */
  summaryId: string;
}) {
  const { t } = useTranslation('customiser');
  const { edition } = useStores();
  const count = store.problemCount;
  const showSummary = () => {
    const summary = document.getElementById(summaryId);
    summary?.scrollIntoView({ block: 'start' });
    summary?.focus({ preventScroll: true });
  };
  return (
    <section aria-label={t('phoneBar.label')} className={styles.phoneBar}>
      <div className={styles.phoneBarFigures}>
        <Price
          amount={store.total}
          currency={edition.currency}
          locale={edition.info.messageLocale}
          size="medium"
        />
        <Text size="small" tone={count > 0 ? 'critical' : 'muted'}>
          {count > 0 ? t('phoneBar.problems', { count }) : t('phoneBar.none')}
        </Text>
      </div>
      <Button size="small" onClick={showSummary}>
        {t('phoneBar.see')}
      </Button>
    </section>
  );
});
