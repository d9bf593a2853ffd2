import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  Button,
  Heading,
  Price,
  Select,
  Stack,
  Text,
  numberFormat,
} from '@pcshop/design-system';
import { resolutions, type Resolution } from '@pcshop/stores/constants';
import { stepIndexOf, type CompatibilityIssue } from '@pcshop/stores/domain';
import type { CustomiserStore } from '@pcshop/stores/builder';
import { useStores } from '@pcshop/stores/react';
import { issueText, issueTitle } from './issueText';
import * as styles from './CustomiserPage.css';

interface Props {
  store: CustomiserStore;
  /** The customiser lets each line be removed; the system summary only lists them. */
  editable: boolean;
}

/** The build: its problems with their fixes, its parts, its price, power and FPS estimates. */
export const BuildSummary = observer(function BuildSummary({ store, editable }: Props) {
  const { t } = useTranslation('customiser');
  const { edition } = useStores();
  const locale = edition.info.messageLocale;
  const number = numberFormat(locale);
  const currency = edition.currency;

  // The problems come first, where they are seen without scrolling past a long parts list.
  return (
    <Stack space="large">
      <BuildProblems store={store} editable={editable} locale={locale} />
      <UnverifiedChecks store={store} locale={locale} />

      <section aria-labelledby="build-parts">
        <Stack space="small">
          <Heading level={2} size="large" id="build-parts">
            {t('summary.title')}
          </Heading>
          {store.lines.length === 0 ? (
            <Text tone="muted">{t('summary.empty')}</Text>
          ) : (
            <ul className={styles.lines}>
              {store.lines.map(({ part, amount }) => (
                <li key={part.id} className={styles.line}>
                  <Text size="small">
                    {amount > 1
                      ? t('summary.lineAmount', { amount, title: part.title })
                      : part.title}
                  </Text>
                  <span className={styles.line}>
                    <Price
                      amount={part.price * amount}
                      currency={currency}
                      locale={locale}
                      size="small"
                    />
                    {editable && (
                      <Button
                        tone="ghost"
                        size="small"
                        onClick={() => store.remove(part.id)}
                        aria-label={t('summary.remove', { title: part.title })}
                      >
                        {t('summary.removeShort')}
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>

      <section aria-labelledby="build-figures">
        <Stack space="small">
          <Heading level={2} size="medium" id="build-figures">
            {t('summary.figures')}
          </Heading>
          <dl className={styles.figures}>
            <dt>{t('summary.parts')}</dt>
            <dd className={styles.figureValue} data-testid="build-parts">
              <Price amount={store.price.parts} currency={currency} locale={locale} />
            </dd>
            <dt>{t('summary.assemblyFee')}</dt>
            <dd className={styles.figureValue} data-testid="build-assembly-fee">
              <Price amount={store.price.assemblyFee} currency={currency} locale={locale} />
            </dd>
            <dt>{t('summary.total')}</dt>
            <dd className={styles.figureValue} data-testid="build-total">
              <Price amount={store.total} currency={currency} locale={locale} size="large" />
            </dd>
            <dt>{t('summary.peakPower')}</dt>
            <dd className={styles.figureValue} data-testid="build-power">
              {t('summary.watts', { watts: number.format(store.power.peakW) })}
            </dd>
            <dt>{t('summary.recommendedPsu')}</dt>
            <dd className={styles.figureValue}>
              {t('summary.watts', { watts: number.format(store.power.recommendedPsuW) })}
            </dd>
            <dt>{t('summary.fps')}</dt>
            <dd className={styles.figureValue} data-testid="build-fps">
              {store.fps !== null
                ? t('summary.fpsValue', { fps: number.format(store.fps) })
                : store.fpsUnlisted.length > 0
                  ? t('summary.fpsNotEstimated')
                  : t('summary.fpsUnknown')}
            </dd>
          </dl>
          {store.fps === null && store.fpsUnlisted.length > 0 && (
            <Text size="small" tone="muted">
              {t('summary.fpsUnlisted', {
                parts: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                  store.fpsUnlisted,
                ),
              })}
            </Text>
          )}
          {store.games.length > 0 && (
            <>
              <Select
                label={t('summary.game')}
                options={store.games.map((game) => ({ value: game.slug, label: game.title }))}
                value={store.fpsGame?.slug ?? ''}
                onChange={store.chooseGame}
              />
              <Select<Resolution>
                label={t('summary.resolution')}
                options={resolutions.map((value) => ({ value, label: t(`resolutions.${value}`) }))}
                value={store.fpsResolution}
                onChange={store.setFpsResolution}
              />
            </>
          )}
          <Text size="xsmall" tone="muted">
            {t('summary.estimateNote')}
          </Text>
        </Stack>
      </section>
    </Stack>
  );
});

/** The broken rules, each naming its parts, with compatible replacements one click away. */
const BuildProblems = observer(function BuildProblems({
  store,
  editable,
  locale,
}: Props & { locale: string }) {
  const { t } = useTranslation('customiser');
  const issues = store.errors;
  const missing = store.missingSteps;
  const unavailable = store.problems;

  const categories = [
    ...new Set(
      issues.flatMap((issue) => {
        const line = store.lines.find((candidate) => candidate.part.id === issue.parts[0]);
        return line ? [line.part.category] : [];
      }),
    ),
  ].join(',');
  useEffect(() => {
    if (!editable || categories === '') return;
    for (const category of categories.split(',')) {
      void store.candidates.load(category as Parameters<typeof store.candidates.load>[0]);
    }
  }, [store, editable, categories]);

  if (issues.length === 0 && missing.length === 0 && unavailable.length === 0) {
    const fits = store.lines.length > 0 && store.unverified.length === 0;
    return fits ? <Alert tone="success" message={t('problems.none')} /> : null;
  }
  return (
    <section aria-labelledby="build-problems">
      <Stack space="small">
        <Heading level={2} size="medium" id="build-problems">
          {t('problems.title')}
        </Heading>
        {issues.map((issue) => (
          <IssueAlert
            key={`${issue.code}-${issue.parts.join('-')}`}
            store={store}
            issue={issue}
            editable={editable}
            locale={locale}
          />
        ))}
        {unavailable.map(({ code, part }) => (
          <Alert
            key={part.id}
            tone="warning"
            message={
              code === 'archived'
                ? t('problems.archived', { title: part.title })
                : t('problems.outOfStock', { title: part.title })
            }
          />
        ))}
        {missing.length > 0 && (
          <Alert
            tone="info"
            title={t('problems.unfinished')}
            message={t('problems.missing', {
              steps: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                missing.map((step) => t(`steps.${step.category}`)),
              ),
            })}
            action={
              editable ? (
                <Button
                  size="small"
                  tone="secondary"
                  onClick={() => store.goToStep(stepIndexOf(missing[0]!.category))}
                >
                  {t('problems.goToStep', { step: t(`steps.${missing[0]!.category}`) })}
                </Button>
              ) : undefined
            }
          />
        )}
      </Stack>
    </section>
  );
});

/**
 * The checks that couldn't be made because a part's data sheet doesn't list a fact: told, never
 * a block (the build team checks them when it assembles the order).
 */
const UnverifiedChecks = observer(function UnverifiedChecks({
  store,
  locale,
}: Pick<Props, 'store'> & { locale: string }) {
  const { t } = useTranslation('customiser');
  const unverified = store.unverified;
  if (unverified.length === 0) return null;
  return (
    <section aria-labelledby="build-unverified">
      <Stack space="small">
        <Heading level={2} size="medium" id="build-unverified">
          {t('unverifiedSummary', { count: unverified.length })}
        </Heading>
        {unverified.map((issue) => (
          <Alert
            key={`${issue.code}-${issue.parts.join('-')}`}
            tone="info"
            title={issueTitle(t, issue)}
            message={issueText(t, issue, locale)}
          />
        ))}
      </Stack>
    </section>
  );
});

const IssueAlert = observer(function IssueAlert({
  store,
  issue,
  editable,
  locale,
}: Props & { issue: CompatibilityIssue; locale: string }) {
  const { t } = useTranslation('customiser');
  const subject = issue.parts[0];
  const alternatives = editable && subject ? store.alternativesFor(subject) : [];
  return (
    <Alert
      tone="critical"
      title={issueTitle(t, issue)}
      message={issueText(t, issue, locale)}
      action={
        alternatives.length > 0 ? (
          <Stack space="xsmall">
            <Text size="small" weight="medium">
              {t('problems.alternatives')}
            </Text>
            {alternatives.map((part) => (
              <Button
                key={part.id}
                size="small"
                tone="secondary"
                onClick={() => store.replace(subject!, part)}
              >
                {t('problems.useAlternative', { title: part.title })}
              </Button>
            ))}
          </Stack>
        ) : undefined
      }
    />
  );
});
