import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Breadcrumbs,
  Button,
  Link,
  ProductCard,
  Skeleton,
  firstScreenPriority,
  type ImagePriority,
  type PriceLabels,
  type ProductSpec,
} from '@pcshop/design-system';
import type { ModelSummary } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { renderRouterLink } from '../../navigation/renderRouterLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import * as styles from './catalogue.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** The catalogue's texts, the edition's Intl locale, price labels and edition paths. */
export function useCatalogue() {
  const { t } = useTranslation('catalogue');
  const { edition } = useStores();
  const path = useEditionPath();
  const locale = edition.info.messageLocale;
  const priceLabels: PriceLabels = {
    was: t('price.was'),
    now: t('price.now'),
    vatNote: t('price.vatNote'),
  };
  return { t, locale, priceLabels, path };
}

/** A model's key parts, as a card lists them. */
export function useModelSpecs() {
  const { t } = useTranslation('catalogue');
  return (model: ModelSummary): ProductSpec[] => {
    const specs: ProductSpec[] = [];
    if (model.highlights.cpu)
      specs.push({ icon: 'cpu', label: t('specs.cpu'), value: model.highlights.cpu });
    if (model.highlights.gpu)
      specs.push({ icon: 'gpu', label: t('specs.gpu'), value: model.highlights.gpu });
    specs.push({
      icon: 'memory',
      label: t('specs.memory'),
      value: t('specs.gigabytes', { count: model.highlights.memoryGb }),
    });
    specs.push({
      icon: 'storage',
      label: t('specs.storage'),
      value:
        model.highlights.storageGb >= 1000
          ? t('specs.terabytes', { count: model.highlights.storageGb / 1000 })
          : t('specs.gigabytes', { count: model.highlights.storageGb }),
    });
    return specs;
  };
}

/** A model in a list: picture, name, key parts, headline FPS, price with the VAT note. */
export function ModelCard({
  model,
  fps,
  headingLevel = 3,
  imagePriority = 'lazy',
}: {
  model: ModelSummary;
  fps?: { value: number; label: string };
  headingLevel?: 2 | 3 | 4;
  imagePriority?: ImagePriority;
}) {
  const { t, locale, priceLabels, path } = useCatalogue();
  const specs = useModelSpecs();
  const badges: NonNullable<Parameters<typeof ProductCard>[0]['badges']> = [];
  if (model.price.discountPercent)
    badges.push({
      label: t('badges.discount', { percent: model.price.discountPercent }),
      tone: 'deal',
    });
  if (!model.inStock) badges.push({ label: t('badges.outOfStock'), tone: 'warning' });
  return (
    <ProductCard
      name={model.name}
      tagline={model.tagline}
      image={{ src: model.image.url, alt: model.image.alt, width: 400, height: 300 }}
      imagePriority={imagePriority}
      link={<RouterLink to={path(`/gaming-pcs/${model.slug}`)} />}
      specs={specs(model)}
      {...(fps ? { fps } : {})}
      price={{
        amount: model.price.amount,
        ...(model.price.was !== null ? { wasAmount: model.price.was } : {}),
        currency: model.price.currency,
        locale,
      }}
      priceLabels={priceLabels}
      badges={badges}
      headingLevel={headingLevel}
    />
  );
}

/** A grid of model cards, or skeletons while they load. */
export function ModelGrid({
  models,
  loading,
  label,
  fpsOf,
  headingLevel,
  firstScreen = 0,
  skeletons = 3,
}: {
  models: ModelSummary[];
  loading: boolean;
  label: string;
  fpsOf?: (model: ModelSummary) => { value: number; label: string } | undefined;
  headingLevel?: 2 | 3 | 4;
  /**
   * How many cards a phone's first screen shows: their pictures load at once, the first one first;
   * the others lazily (a desktop shows more, whose pictures then load lazily, all but the first).
   */
  firstScreen?: number;
  /** Placeholders while the list loads. */
  skeletons?: number;
}) {
  if (loading && models.length === 0) {
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <Skeleton shape="block" ratio="landscape" />
            <Skeleton shape="text" lines={3} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {models.map((model, index) => {
        const fps = fpsOf?.(model);
        return (
          <li key={model.slug}>
            <ModelCard
              model={model}
              {...(fps ? { fps } : {})}
              {...(headingLevel ? { headingLevel } : {})}
              imagePriority={firstScreenPriority(index, firstScreen)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The page's heading with its breadcrumbs and a lead. */
export function PageHeader({
  title,
  lead,
  crumbs = [],
  children,
}: {
  title: string;
  lead?: string;
  crumbs?: Array<{ label: string; href: string }>;
  children?: ReactNode;
}) {
  const { t, path } = useCatalogue();
  return (
    <header className={styles.header}>
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[{ label: t('breadcrumbs.home'), href: path('/') }, ...crumbs]}
        current={title}
        renderLink={renderRouterLink}
      />
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}

/** Says a read failed, with the way on (try again). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useCatalogue();
  return (
    <Alert
      tone="critical"
      title={t('errors.loadTitle')}
      message={t('errors.loadMessage')}
      action={
        <Button tone="secondary" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}

/** A text link inside the app, in the design system's link style. */
export function TextLink({
  to,
  children,
  ...rest
}: {
  to: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link asChild>
      <RouterLink to={to} {...rest}>
        {children}
      </RouterLink>
    </Link>
  );
}
