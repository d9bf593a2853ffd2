import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { reducedMotion } from '../../css/media';
import { cx } from '../../utils/cx';
import { check, chevronLeft, chevronRight, lock } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Stepper.css';

export const stepStates = ['done', 'current', 'upcoming', 'blocked'] as const;
export type StepState = (typeof stepStates)[number];

export interface Step {
  id: string;
  label: string;
  state: StepState;
  /** Why a blocked step cannot be opened yet, read with it ("Pick a processor first"). */
  blockedReason?: string;
}

export interface StepperLabels {
  /** Names the navigation landmark ("Build steps", "Checkout"). */
  navigation: string;
  /** Read after a finished step ("done"). */
  done: string;
  /** Read after a step that cannot be opened yet ("not available yet"). */
  blocked: string;
}

export interface StepperProps {
  steps: readonly Step[];
  labels: StepperLabels;
  /** Makes steps buttons that open the step; without it the stepper only shows progress. */
  onStepSelect?: (id: string) => void;
  className?: string;
}

/**
 * The customiser's steps or the checkout's stages, done / current / upcoming / blocked. Steps are
 * buttons reached with Tab; a blocked one stays focusable so its reason is heard, but does nothing.
 * The row scrolls sideways and keeps the current step in view; an edge with more steps behind it
 * fades out under a chevron, which scrolls the row on a click (Tab reaches every step anyway).
 */
export function Stepper({ steps, labels, onStepSelect, className }: StepperProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const current = steps.find((step) => step.state === 'current')?.id;
  const id = useId();
  const [more, setMore] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const back = list.scrollLeft > 1;
    const forward = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((shown) =>
      shown.back === back && shown.forward === forward ? shown : { back, forward },
    );
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, steps.length]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({
      left: direction * list.clientWidth * 0.75,
      behavior: window.matchMedia(reducedMotion).matches ? 'auto' : 'smooth',
    });
  };

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-state="current"]');
    if (!list || !active) return;
    const target = () =>
      Math.max(0, Math.round(active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2));
    let left = 0;
    // Measured in the next frame, with the layout the browser makes for it anyway: in the step
    // change's own task it would lay the new page out an extra time before its first paint.
    const frame = requestAnimationFrame(() => {
      left = target();
      list.scrollTo({
        left,
        behavior: window.matchMedia(reducedMotion).matches ? 'auto' : 'smooth',
      });
    });
    // Widths change after the first paint (web fonts arriving, a phone turned sideways): the
    // current step is centred again at once, so it never ends up half off the screen.
    const observer = new ResizeObserver(() => {
      if (target() === left) return;
      left = target();
      list.scrollTo({ left });
    });
    observer.observe(list);
    observer.observe(active);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [current]);

  return (
    <nav aria-label={labels.navigation} className={cx(styles.frame, className)}>
      <ol ref={listRef} className={styles.list} onScroll={measure}>
        {steps.map((step, index) => {
          const reasonId = `${id}-${index}-reason`;
          const blocked = step.state === 'blocked';
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {step.state === 'done' ? (
                  <SvgIcon glyph={check} size="small" />
                ) : blocked ? (
                  <SvgIcon glyph={lock} size="small" />
                ) : (
                  index + 1
                )}
              </span>
              {step.label}
              {step.state === 'done' && <VisuallyHidden>, {labels.done}</VisuallyHidden>}
              {blocked && <VisuallyHidden>, {labels.blocked}</VisuallyHidden>}
            </>
          );
          const a11y = {
            'aria-current': step.state === 'current' ? ('step' as const) : undefined,
            'aria-describedby': blocked && step.blockedReason ? reasonId : undefined,
          };
          return (
            <li key={step.id} className={styles.item} data-state={step.state}>
              {index > 0 && <span className={styles.connector} aria-hidden="true" />}
              {onStepSelect ? (
                <button
                  type="button"
                  {...a11y}
                  aria-disabled={blocked || undefined}
                  className={styles.step}
                  onClick={() => {
                    if (!blocked) onStepSelect(step.id);
                  }}
                >
                  {content}
                </button>
              ) : (
                <span {...a11y} className={styles.step}>
                  {content}
                </span>
              )}
              {blocked && step.blockedReason && (
                <VisuallyHidden id={reasonId}>{step.blockedReason}</VisuallyHidden>
              )}
            </li>
          );
        })}
      </ol>
      {(['back', 'forward'] as const).map(
        (edge) =>
          more[edge] && (
            <button
              key={edge}
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              data-edge={edge}
              className={cx(styles.edge, styles.edgeAt[edge])}
              onClick={() => scrollBy(edge === 'back' ? -1 : 1)}
            >
              <SvgIcon glyph={edge === 'back' ? chevronLeft : chevronRight} size="small" />
            </button>
          ),
      )}
    </nav>
  );
}
