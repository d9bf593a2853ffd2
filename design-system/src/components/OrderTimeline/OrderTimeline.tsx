import { useId } from 'react';
import { cx } from '../../utils/cx';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './OrderTimeline.css';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  id: string;
  /** The stage in words ("Parts picked", "Burn-in test" …). */
  label: string;
  state: TimelineStepState;
  /** When the order reached it (ISO timestamp); none for a stage still to come. */
  reachedAt?: string;
}

export interface OrderTimelineLabels {
  /** The timeline's heading ("Where your order is"). */
  title: string;
  /** Read after the current stage ("current stage"). */
  current: string;
  /** Before the stage expected next ("Next:"). */
  next: string;
  trackingNumber: string;
  /** The carrier's tracking page link ("Track the parcel"). */
  track: string;
  /** Read after the link ("opens in a new tab"). */
  newTab: string;
}

export interface OrderTimelineProps {
  steps: readonly TimelineStep[];
  /** The edition's locale and time zone: every time is read as its shopper reads it. */
  locale: string;
  timeZone: string;
  labels: OrderTimelineLabels;
  /** Once shipped: the carrier's number, and its tracking page when the carrier has one. */
  tracking?: { carrier: string; number: string; url?: string };
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * An order's stages in order, each reached one with the time it was reached, the current one
 * marked, the next expected one named; the carrier's tracking once shipped.
 */
export function OrderTimeline({
  steps,
  locale,
  timeZone,
  labels,
  tracking,
  headingLevel = 2,
  className,
}: OrderTimelineProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const current = steps.findIndex((step) => step.state === 'current');
  const next = current >= 0 ? steps[current + 1] : undefined;
  return (
    <section aria-labelledby={titleId} className={cx(styles.timeline, className)}>
      <Heading id={titleId} className={styles.title}>
        {labels.title}
      </Heading>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li
            key={step.id}
            className={styles.step({ state: step.state })}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.label}>
              {step.label}
              {step.state === 'current' && <VisuallyHidden> ({labels.current})</VisuallyHidden>}
            </span>
            {step.reachedAt && (
              <time dateTime={step.reachedAt} className={styles.time}>
                {time.format(new Date(step.reachedAt))}
              </time>
            )}
          </li>
        ))}
      </ol>
      {next && (
        <p className={styles.next}>
          {labels.next} {next.label}
        </p>
      )}
      {tracking && (
        <p className={styles.tracking}>
          <span>
            {labels.trackingNumber}: {tracking.carrier} {tracking.number}
          </span>
          {tracking.url && (
            <Link href={tracking.url} newTabLabel={labels.newTab}>
              {labels.track}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
