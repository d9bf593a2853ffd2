import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { Button, Checkbox, TextField, numberFormat } from '@pcshop/design-system';
import type { FacetCounts, FacetValue } from '@pcshop/stores/domain';
import type { CustomiserStore } from '@pcshop/stores/builder';
import { useStores } from '@pcshop/stores/react';
import { factValue } from '../catalogue/specificationGroups';
import * as styles from './CustomiserPage.css';

/** Facets offering fewer choices than this say nothing a shopper can use: not shown. */
const MIN_CHOICES = 2;

/** A bound typed in a range field: a whole number, or nothing (that side open). */
function bound(text: string): number | undefined {
  const value = Number(text.replace(/[\s,]/g, ''));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : Math.round(value);
}

/** The search over brand and title, always in view above the step's parts. */
export const StepSearch = observer(function StepSearch({ store }: { store: CustomiserStore }) {
  const { t } = useTranslation('customiser');
  const { candidates } = store;
  return (
    <TextField
      type="search"
      label={t('facets.search', { step: t(`steps.${store.currentStep.category}`) })}
      value={candidates.filters.q}
      onChange={(event) => candidates.setQuery(event.target.value)}
      autoComplete="off"
    />
  );
});

/**
 * The step's facets in a disclosure: brand, price and its key specifications, each value with
 * how many parts have it among those the other choices leave.
 */
export const StepFilters = observer(function StepFilters({ store }: { store: CustomiserStore }) {
  const { t } = useTranslation('customiser');
  const { candidates } = store;
  const [open, setOpen] = useState(false);
  const chosen = Object.values(candidates.filters.values).reduce(
    (sum, ticked) => sum + ticked.length,
    0,
  );
  const facets = candidates.facets.filter((facet) =>
    facet.kind === 'values'
      ? facet.values.length >= MIN_CHOICES
      : facet.min !== null && facet.max !== null && facet.min < facet.max,
  );
  if (facets.length === 0) return null;
  return (
    <details
      className={styles.filters}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.filtersSummary}>
        {chosen > 0 ? t('facets.titleChosen', { count: chosen }) : t('facets.title')}
      </summary>
      {/* Hundreds of choices on a big step: made only when asked for, not on every step change. */}
      {open && (
        <div className={styles.facets}>
          {facets.map((facet) => (
            <Facet key={facet.key} store={store} facet={facet} />
          ))}
        </div>
      )}
      {candidates.filtered && (
        <Button tone="secondary" size="small" onClick={candidates.clearFilters}>
          {t('facets.clear')}
        </Button>
      )}
    </details>
  );
});

const Facet = observer(function Facet({
  store,
  facet,
}: {
  store: CustomiserStore;
  facet: FacetCounts;
}) {
  const { t } = useTranslation('customiser');
  const { t: tc } = useTranslation('catalogue');
  const { edition } = useStores();
  const locale = edition.info.messageLocale;
  const { candidates } = store;
  const category = store.currentStep.category;
  const label = tc(`facts.${facet.key}`);
  if (facet.kind === 'range') {
    const price = facet.key === 'price';
    // Prices are in minor units; the shopper types whole pounds or euros.
    const scale = price ? 100 : 1;
    const bounds = candidates.filters.ranges[facet.key] ?? {};
    const shown = (value: number | undefined) =>
      value === undefined ? '' : String(Math.round(value / scale));
    const set = (side: 'min' | 'max', text: string) => {
      const value = bound(text);
      candidates.setRange(facet.key, {
        ...bounds,
        [side]: value === undefined ? undefined : value * scale,
      });
    };
    const unit = price ? edition.currency : undefined;
    const legend = unit ? `${label} (${unit})` : label;
    return (
      <fieldset className={styles.facet}>
        <legend className={styles.facetLegend}>{legend}</legend>
        <div className={styles.range}>
          <TextField
            label={t('facets.min')}
            inputMode="numeric"
            placeholder={shown(facet.min ?? undefined)}
            value={shown(bounds.min)}
            onChange={(event) => set('min', event.target.value)}
          />
          <TextField
            label={t('facets.max')}
            inputMode="numeric"
            placeholder={shown(facet.max ?? undefined)}
            value={shown(bounds.max)}
            onChange={(event) => set('max', event.target.value)}
          />
        </div>
      </fieldset>
    );
  }
  const ticked = new Set((candidates.filters.values[facet.key] ?? []).map(String));
  const counted = numberFormat(locale);
  const valueText = (value: FacetValue) =>
    facet.key === 'brand' ? String(value) : factValue(tc, locale, category, facet.key, value);
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.facetLegend}>{label}</legend>
      <ul className={styles.facetValues}>
        {facet.values.map(({ value, count }) => (
          <li key={String(value)}>
            <Checkbox
              label={t('facets.value', {
                value: valueText(value),
                parts: counted.format(count),
              })}
              checked={ticked.has(String(value))}
              onCheckedChange={(checked) => candidates.setValue(facet.key, value, checked)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
