import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareStructural, computed, when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Card,
  ComponentCard,
  FilterToggle,
  Heading,
  Inline,
  Link,
  Pagination,
  Price,
  SortSelect,
  Spinner,
  Stack,
  Stepper,
  Text,
  numberFormat,
} from '@pcshop/design-system';
import { sortOptions } from '@pcshop/stores/constants';
import { MAX_PART_AMOUNT } from '@pcshop/stores/domain';
import type { CustomiserPart, CustomiserStore } from '@pcshop/stores/builder';
import { useStores } from '@pcshop/stores/react';
import { useBuilder } from './useBuilder';
import { useDocumentMeta } from '../useDocumentMeta';
import { useEditionPath } from '../../navigation/useEditionPath';
import { BuildSummary } from './BuildSummary';
import { AddBuildToCart } from './AddBuildToCart';
import { DraftActions } from './DraftActions';
import { DiscountWarningDialog } from './customiserModals';
import { PhoneBuildBar } from './PhoneBuildBar';
import { ShareLink } from './ShareLink';
import { issueText } from './issueText';
import { openFromAddress, useCustomiserStart } from './useCustomiserStart';
import { applyFilterAddress, useFilterAddress } from './useFilterAddress';
import { StepFilters, StepSearch } from './StepFilters';
import * as styles from './CustomiserPage.css';
import { useFirstThenAll } from './useFirstThenAll';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';
import { useServerHead } from '../../ssr/documentHead';

const SUMMARY_ID = 'build-summary';

/** `/custom-pc-builder/customiser`: the PC builder, step by step, with live checks. */
export const CustomiserPage = observer(function CustomiserPage() {
  const { t } = useTranslation('customiser');
  const { customiser: store } = useBuilder();
  const path = useEditionPath();
  useDocumentMeta(t('meta.title'), t('meta.description'));
  useCustomiserStart(store);
  useFilterAddress(store);

  return (
    <div className={styles.page}>
      <Heading level={1} size="xlarge">
        {t('title')}
      </Heading>
      <BuildStepper store={store} />
      {/* The build comes first: above the parts on a phone, beside them on a desktop. */}
      <div className={styles.columns}>
        <Card
          as="aside"
          id={SUMMARY_ID}
          tabIndex={-1}
          padding="medium"
          className={styles.summary}
          aria-label={t('summary.label')}
        >
          <Stack space="large">
            <BuildSummary store={store} editable />
            <Stack space="small">
              <Link asChild>
                <RouterLink to={path('/system-summary')}>{t('actions.systemSummary')}</RouterLink>
              </Link>
              <DraftActions />
              <BuildShareLink store={store} />
            </Stack>
          </Stack>
        </Card>
        <StepParts store={store} />
      </div>
      <PhoneBuildBar store={store} summaryId={SUMMARY_ID} />
      <ModelDiscountWarning store={store} />
    </div>
  );
});

/*
 * The parts below read the build themselves, so that choosing a part re-renders what shows the
 * build and not the whole page around it.
 */

/** The steps, each marked done, current or still to come. */
const BuildStepper = observer(function BuildStepper({ store }: { store: CustomiserStore }) {
  const { t } = useTranslation('customiser');
  return (
    <Stepper
      steps={store.steps.map((step, index) => {
        const status = store.stepStatus(index);
        // A required step passed without a part stays open: it is named in the problems.
        return {
          id: step.category,
          label: t(`steps.${step.category}`),
          state: status === 'blocked' ? 'upcoming' : status,
        };
      })}
      labels={{
        navigation: t('stepper.navigation'),
        done: t('stepper.done'),
        blocked: t('stepper.locked'),
      }}
      onStepSelect={(id) => store.goToStep(store.steps.findIndex((s) => s.category === id))}
    />
  );
});

/** The share link of a build with parts. */
const BuildShareLink = observer(function BuildShareLink({ store }: { store: CustomiserStore }) {
  const path = useEditionPath();
  const origin = useServerHead()?.origin ?? window.location.origin;
  if (store.lines.length === 0) return null;
  return (
    <ShareLink url={`${origin}${path('/custom-pc-builder/customiser')}?build=${store.code}`} />
  );
});

/** Customising a discounted model: keep the discount (back to the model) or go on without it. */
const ModelDiscountWarning = observer(function ModelDiscountWarning({
  store,
}: {
  store: CustomiserStore;
}) {
  const { t } = useTranslation('customiser');
  const path = useEditionPath();
  const navigate = useNavigate();
  return (
    <DiscountWarningDialog
      open={store.pendingModel !== null}
      onOpenChange={(open) => {
        if (open) return;
        // Not customising keeps the discount: back to the model as it is, to buy it there.
        const kept = store.cancelDiscountWarning();
        if (kept) void navigate(path(`/gaming-pcs/${kept.slug}`), { replace: true });
      }}
      onProceed={() => void store.confirmDiscountWarning()}
      labels={{
        title: t('discount.title'),
        description: t('discount.description', {
          name: store.pendingModel?.name ?? '',
          percent: store.pendingModel?.discountPercent ?? 0,
        }),
        proceed: t('discount.proceed'),
        cancel: t('discount.cancel'),
        close: t('discount.close'),
      }}
    />
  );
});

/** The cards a new page of parts paints at once: what a phone's or a laptop's screen shows. */
const CARDS_PAINTED_FIRST = 3;

/** The current step's parts: sort, filters, the cards of one page, pagination, previous/next. */
const StepParts = observer(function StepParts({ store }: { store: CustomiserStore }) {
  const { t } = useTranslation('customiser');
  const step = store.currentStep;
  const { candidates } = store;
  const loading = candidates.loading.has(step.category);
  const failed = candidates.failed.has(step.category);
  const pageParts = useFirstThenAll(candidates.pageParts, CARDS_PAINTED_FIRST);

  return (
    <section aria-labelledby="step-title">
      <Stack space="medium">
        <Heading level={2} size="large" id="step-title">
          {t('stepTitle', {
            number: store.stepIndex + 1,
            count: store.steps.length,
            step: t(`steps.${step.category}`),
          })}
        </Heading>
        <div className={styles.toolbar}>
          <StepSearch store={store} />
          <SortSelect
            label={t('sort.label')}
            options={sortOptions}
            labels={{
              bestselling: t('sort.bestselling'),
              price_asc: t('sort.price_asc'),
              price_desc: t('sort.price_desc'),
              'title_a-z': t('sort.title_a-z'),
              'title_z-a': t('sort.title_z-a'),
              rating_asc: t('sort.rating_asc'),
              delivery_asc: t('sort.delivery_asc'),
            }}
            value={candidates.sort}
            onChange={candidates.setSort}
          />
          <FilterToggle
            label={t('filters.onlyCompatible')}
            checked={candidates.onlyCompatible}
            onCheckedChange={candidates.setOnlyCompatible}
          />
          <FilterToggle
            label={t('filters.onlyInStock')}
            checked={candidates.onlyInStock}
            onCheckedChange={candidates.setOnlyInStock}
          />
        </div>
        <StepFilters store={store} />
        {failed ? (
          <Alert
            tone="critical"
            message={t('list.failed')}
            action={
              <Button size="small" onClick={() => void candidates.load(step.category, true)}>
                {t('list.retry')}
              </Button>
            }
          />
        ) : loading && candidates.current.length === 0 ? (
          <Inline space="small" alignY="center">
            <Spinner label={t('list.loading')} />
          </Inline>
        ) : candidates.shown.length === 0 ? (
          candidates.filtered ? (
            <Alert
              tone="info"
              message={t('facets.noMatch')}
              action={
                <Button size="small" tone="secondary" onClick={candidates.clearFilters}>
                  {t('facets.clear')}
                </Button>
              }
            />
          ) : (
            <Text tone="muted">{t('list.empty')}</Text>
          )
        ) : (
          <>
            <Text size="small" tone="muted" aria-live="polite">
              {t('list.count', { count: candidates.shown.length })}
            </Text>
            <ul
              className={styles.cards}
              aria-label={t('list.label', { step: t(`steps.${step.category}`) })}
            >
              {pageParts.map((part) => (
                <li key={part.id}>
                  <PartCard store={store} part={part} />
                </li>
              ))}
            </ul>
            {candidates.pageCount > 1 && (
              <Pagination
                page={Math.min(candidates.page, candidates.pageCount)}
                pageCount={candidates.pageCount}
                onPageChange={candidates.setPage}
                labels={{
                  navigation: t('pagination.navigation'),
                  previous: t('pagination.previous'),
                  next: t('pagination.next'),
                  page: (page) => t('pagination.page', { page }),
                  status: (page, pageCount) => t('pagination.status', { page, pageCount }),
                }}
              />
            )}
          </>
        )}
        <ConfiguratorFooter store={store} />
      </Stack>
    </section>
  );
});

/** Under the step's parts: previous step, the running total, add to cart, next step. */
const ConfiguratorFooter = observer(function ConfiguratorFooter({
  store,
}: {
  store: CustomiserStore;
}) {
  const { t } = useTranslation('customiser');
  const { edition } = useStores();
  const step = store.currentStep;
  const isFirst = store.stepIndex === 0;
  const isLast = store.stepIndex === store.steps.length - 1;
  return (
    <div role="group" aria-label={t('footer.label')} className={styles.footer}>
      <Button tone="secondary" onClick={store.previousStep} disabled={isFirst}>
        {t('actions.previous')}
      </Button>
      <div className={styles.footerTotal}>
        <Text size="small" tone="muted">
          {t('footer.total')}
        </Text>
        <Price
          amount={store.total}
          currency={edition.currency}
          locale={edition.info.messageLocale}
          size="medium"
        />
      </div>
      <AddBuildToCart />
      <Button onClick={store.nextStep} disabled={isLast}>
        {isLast
          ? t('actions.lastStep')
          : t('actions.next', {
              step: t(`steps.${store.steps[store.stepIndex + 1]?.category ?? step.category}`),
            })}
      </Button>
    </div>
  );
});

/**
 * One candidate, marked selected, out of stock or incompatible (with the reasons). It reads its
 * own card through a structurally compared computed, so a change elsewhere in the build
 * re-renders only the cards whose mark changed.
 */
const PartCard = observer(function PartCard({
  store,
  part,
}: {
  store: CustomiserStore;
  part: CustomiserPart;
}) {
  const { t } = useTranslation('customiser');
  const { edition } = useStores();
  const locale = edition.info.messageLocale;
  const [view] = useState(() =>
    computed(
      () => {
        const { state, issues, amount } = store.candidates.cardOf(part);
        return { state, issues, amount };
      },
      { equals: compareStructural },
    ),
  );
  const card = view.get();
  const { state } = card;
  const selected = state === 'selected';
  const step = store.currentStep;
  return (
    <ComponentCard
      name={part.title}
      image={{
        src: part.image ?? `/media/parts/${part.id}.svg`,
        alt: part.title,
        width: 480,
        height: 480,
      }}
      specs={[part.brand]}
      price={{ amount: part.price, currency: edition.currency, locale }}
      rating={{
        value: part.rating,
        label: t('card.rating', {
          rating: numberFormat(locale, { maximumFractionDigits: 1 }).format(part.rating),
        }),
        countLabel: t('card.ratingCount', { count: part.ratingCount }),
      }}
      deliveryLabel={t('card.delivery', { count: part.deliveryDays })}
      selected={selected}
      onSelect={() => store.select(part)}
      onRemove={() => store.remove(part.id)}
      outOfStock={state === 'out_of_stock'}
      incompatibleReasons={
        state === 'incompatible' || selected
          ? card.issues
              .filter((issue) => issue.severity === 'error')
              .map((issue) => issueText(t, issue, locale))
          : []
      }
      unverifiedNotes={card.issues
        .filter((issue) => issue.severity === 'unverified')
        .map((issue) => issueText(t, issue, locale))}
      {...(selected && step.amounts
        ? {
            amount: {
              value: card.amount,
              max: MAX_PART_AMOUNT,
              onChange: (amount: number) => store.setAmount(part.id, amount),
            },
          }
        : {})}
      labels={{
        select: t('card.select'),
        selected: t('card.selected'),
        outOfStock: t('card.outOfStock'),
        incompatible: t('card.incompatible'),
        unverified: t('card.unverified'),
        amount: {
          amount: t('card.amount'),
          decrease: t('card.decrease'),
          increase: t('card.increase'),
        },
      }}
    />
  );
});

export { CustomiserPage as Component };

/**
 * The server renders the customiser as the address opens it (a shared build, a model, a step with
 * its search and filters) with that step's parts; without a build or model in the address, the
 * guest's own build, kept in a cookie (`SAVED_BUILD_KEY`).
 */
export const handle: PageHandle = {
  serverRender: true,
  preload: async (root, { search }) => {
    const { customiser } = await root.builder();
    const address = { build: search.get('build'), reference: search.get('reference') };
    if (address.build !== null || address.reference) {
      await openFromAddress(customiser, address, { preload: true });
    } else {
      await customiser.restore();
    }
    applyFilterAddress(customiser, {
      step: search.get('step'),
      q: search.get('q'),
      filter: search.get('filter'),
    });
    const step = customiser.currentStep.category;
    await Promise.all([
      customiser.loadGames(),
      customiser.candidates.load(step),
      when(() => !customiser.candidates.loading.has(step)),
    ]);
  },
};
