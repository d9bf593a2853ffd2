import { useEffect } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import {
  Badge,
  EmptyState,
  FpsChart,
  Gallery,
  Pagination,
  Price,
  Rating,
  Skeleton,
  SpecTable,
  StockStatus,
  Tabs,
  numberFormat,
} from '@pcshop/design-system';
import { resolutions } from '@pcshop/stores/constants';
import type { ModelDetail } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './catalogue.css';
import { resolutionLabel } from './resolution';
import { LoadError, PageHeader, useCatalogue } from './shared';
import type { PageHandle } from '../../routes/pageHandle';
import { resourceAnswer } from './resourceAnswer';
import { specificationGroups } from './specificationGroups';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { AddToCart } from '../cart/AddToCart';

/** `/gaming-pcs/{slug}`: overview, gallery and specification tabs, FPS per game, reviews. */
export const ModelPage = observer(function ModelPage() {
  const { slug = '' } = useParams();
  const { catalogue, edition } = useStores();
  const { t, path } = useCatalogue();
  const { country, currency } = edition;
  const resource = catalogue.modelResource;
  const model = resource.data?.slug === slug ? resource.data : null;

  useDocumentMeta(
    model ? t('model.metaTitle', { name: model.name }) : t('list.metaTitle'),
    model
      ? t('model.metaDescription', { name: model.name, tagline: model.tagline })
      : t('list.metaDescription'),
  );

  useEffect(() => {
    void catalogue.showModel(slug);
  }, [catalogue, slug, country, currency]);

  const crumbs = [{ label: t('list.title'), href: path('/gaming-pcs') }];
  if (resource.state === 'error' && resource.key?.endsWith(`|${slug}`)) {
    return (
      <div className={styles.page}>
        {resource.notFound ? (
          <EmptyState
            title={t('model.notFoundTitle')}
            description={t('model.notFoundText')}
            icon="search"
            headingLevel={1}
            action={
              <RouterLink className={styles.buttonLink} to={path('/gaming-pcs')}>
                {t('model.backToList')}
              </RouterLink>
            }
          />
        ) : (
          <LoadError onRetry={() => void catalogue.showModel(slug)} />
        )}
      </div>
    );
  }
  if (!model) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton shape="text" size="large" />
        <div className={styles.modelTop}>
          <Skeleton shape="block" ratio="landscape" />
          <Skeleton shape="text" lines={4} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader title={model.name} lead={model.tagline} crumbs={crumbs} />
      <ModelSummaryBlock model={model} />
      <ModelTabs model={model} />
      <FpsSection model={model} />
      <Reviews slug={model.slug} />
    </div>
  );
});

const ModelSummaryBlock = observer(function ModelSummaryBlock({ model }: { model: ModelDetail }) {
  const { t, locale, priceLabels, path } = useCatalogue();
  const front = model.gallery[0] ?? { ...model.image, view: 'front' as const };
  const ratingFormat = numberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className={styles.modelTop}>
      <img
        className={styles.heroImage}
        src={front.url}
        alt={front.alt}
        width={800}
        height={600}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <div className={styles.summary}>
        {model.reviews.average !== null && (
          <Rating
            value={model.reviews.average}
            label={t('reviews.average', { value: ratingFormat.format(model.reviews.average) })}
            countLabel={t('reviews.count', { count: model.reviews.count })}
          />
        )}
        <Price
          amount={model.price.amount}
          {...(model.price.was !== null ? { wasAmount: model.price.was } : {})}
          currency={model.price.currency}
          locale={locale}
          labels={priceLabels}
          size="xlarge"
        />
        {model.price.discountPercent && (
          <p>{t('badges.discount', { percent: model.price.discountPercent })}</p>
        )}
        <StockStatus
          status={model.inStock ? 'in-stock' : 'out-of-stock'}
          label={model.inStock ? t('stock.inStock') : t('stock.outOfStock')}
        />
        <p className={styles.muted}>{t('model.delivery', { count: model.deliveryDays })}</p>
        <div className={styles.actions}>
          <AddToCart product={`model-${model.slug}`} disabled={!model.inStock} />
          <RouterLink
            className={styles.secondaryLink}
            to={`${path('/custom-pc-builder/customiser')}?reference=${encodeURIComponent(model.slug)}`}
          >
            {t('model.customise')}
          </RouterLink>
        </div>
      </div>
    </div>
  );
});

const ModelTabs = observer(function ModelTabs({ model }: { model: ModelDetail }) {
  const { t, locale } = useCatalogue();
  const number = numberFormat(locale);
  return (
    <Tabs.Root defaultValue="overview">
      <Tabs.List aria-label={t('model.tabsLabel')}>
        <Tabs.Trigger value="overview">{t('model.tabOverview')}</Tabs.Trigger>
        <Tabs.Trigger value="gallery">{t('model.tabGallery')}</Tabs.Trigger>
        <Tabs.Trigger value="specification">{t('model.tabSpecification')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview" className={styles.tabPanel}>
        <div className={styles.overview}>
          {model.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className={styles.muted}>
            {t('model.power', {
              watts: number.format(model.power.peakW),
              psu: number.format(model.power.recommendedPsuW),
            })}
          </p>
        </div>
      </Tabs.Content>
      <Tabs.Content value="gallery" className={styles.tabPanel}>
        <Gallery
          images={model.gallery.map((image) => ({
            src: image.url,
            alt: image.alt,
            width: image.width,
            height: image.height,
          }))}
          labels={{
            gallery: t('gallery.label', { name: model.name }),
            previous: t('gallery.previous'),
            next: t('gallery.next'),
            thumbnails: t('gallery.thumbnails'),
            position: (number, total) => t('gallery.position', { number, total }),
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="specification" className={styles.tabPanel}>
        <SpecTable
          caption={t('model.specCaption', { name: model.name })}
          groups={specificationGroups(t, locale, model.specification)}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
});

function FpsSection({ model }: { model: ModelDetail }) {
  const { t } = useCatalogue();
  if (model.fps.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="fps-title">
      <h2 id="fps-title">{t('fps.title')}</h2>
      <p className={styles.muted}>{t('fps.estimateNote')}</p>
      <FpsChart
        caption={t('fps.caption', { name: model.name })}
        resolutions={resolutions.map((key) => ({ key, label: resolutionLabel[key] }))}
        games={model.fps.map((entry) => ({
          id: entry.game.slug,
          name: entry.game.title,
          fps: entry.fps,
        }))}
        labels={{ game: t('fps.game'), unit: t('fps.unit'), notAvailable: t('fps.notAvailable') }}
      />
    </section>
  );
}

const Reviews = observer(function Reviews({ slug }: { slug: string }) {
  const { catalogue } = useStores();
  const { t, locale } = useCatalogue();
  const resource = catalogue.reviewsResource;
  const list = resource.data;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {resource.state === 'error' ? (
        <LoadError onRetry={() => void catalogue.showReviews(slug, 1)} />
      ) : !list ? (
        <Skeleton shape="text" lines={3} />
      ) : list.total === 0 ? (
        <p className={styles.muted}>{t('reviews.none')}</p>
      ) : (
        <>
          <ul className={styles.reviews}>
            {list.items.map((review) => (
              <li key={review.id} className={styles.review} lang={review.locale}>
                <h3>{review.title}</h3>
                {review.verifiedBuyer && (
                  <div lang={locale}>
                    <Badge tone="success" icon="check">
                      {t('reviews.verifiedBuyer')}
                    </Badge>
                  </div>
                )}
                {review.rating !== null && (
                  <Rating
                    value={review.rating}
                    size="small"
                    label={t('reviews.stars', { count: review.rating })}
                  />
                )}
                {review.text && <p>{review.text}</p>}
                <p className={styles.muted}>{dateFormat.format(new Date(review.createdAt))}</p>
              </li>
            ))}
          </ul>
          <Pagination
            page={list.page}
            pageCount={list.pages}
            labels={{
              navigation: t('reviews.pagination'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (page) => t('pagination.page', { page }),
              status: (page, pageCount) => t('pagination.status', { page, pageCount }),
            }}
            onPageChange={(page) => void catalogue.showReviews(slug, page)}
          />
        </>
      )}
    </section>
  );
});

export { ModelPage as Component };

export const handle: PageHandle = {
  serverRender: true,
  preload: ({ catalogue }, { params }) => catalogue.showModel(params.slug ?? ''),
  answer: ({ catalogue }) => resourceAnswer(catalogue.modelResource),
};
