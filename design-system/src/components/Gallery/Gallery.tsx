import { Content, List, Root, Trigger } from '@radix-ui/react-tabs';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import type { ProductImage } from '../ProductCard/ProductCard';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Gallery.css';

export interface GalleryImage extends ProductImage {
  /** A smaller file for the thumbnail; the main image is used when absent. */
  thumbnailSrc?: string;
}

export interface GalleryLabels {
  /** Names the gallery ("Pictures of Rigsmith Aurora 7"). */
  gallery: string;
  previous: string;
  next: string;
  /** Names the row of thumbnails ("Choose a picture"). */
  thumbnails: string;
  /** "Picture 2 of 5": announced when the picture changes. */
  position: (number: number, total: number) => string;
}

export interface GalleryProps {
  images: GalleryImage[];
  /** The shown picture (controlled); leave out to let the gallery keep it. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  labels: GalleryLabels;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** The least horizontal travel, in CSS pixels, that counts as a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * Product pictures: arrow keys on the picture, swipe, previous/next buttons and thumbnails
 * (a Radix tab list: arrow keys move between them). Wraps around at both ends.
 */
export function Gallery({
  images,
  index,
  defaultIndex = 0,
  onIndexChange,
  labels,
  className,
  ref,
}: GalleryProps) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = Math.min(index ?? ownIndex, images.length - 1);
  const panels = useRef<Array<HTMLDivElement | null>>([]);
  const focusPanel = useRef(false);
  const swipeStart = useRef<number | null>(null);
  const total = images.length;

  const show = (next: number, { focus = false } = {}) => {
    const wrapped = (next + total) % total;
    focusPanel.current = focus;
    if (index === undefined) setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panels.current[current]?.focus();
  }, [current]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1, { focus: true });
    else if (event.key === 'ArrowLeft') show(current - 1, { focus: true });
    else return;
    event.preventDefault();
  };

  const several = total > 1;
  const first = images[0];
  if (!several) {
    return (
      <section ref={ref} aria-label={labels.gallery} className={cx(styles.root, className)}>
        <div className={styles.viewport}>
          {first && (
            <img
              className={styles.image}
              src={first.src}
              alt={first.alt}
              width={first.width}
              height={first.height}
            />
          )}
        </div>
      </section>
    );
  }
  return (
    <section ref={ref} aria-label={labels.gallery} className={cx(styles.root, className)}>
      <Root value={String(current)} onValueChange={(value) => show(Number(value))}>
        <div
          className={styles.viewport}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (swipeStart.current === null) return;
            const distance = event.clientX - swipeStart.current;
            swipeStart.current = null;
            if (Math.abs(distance) >= SWIPE_DISTANCE) show(current + (distance < 0 ? 1 : -1));
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {images.map((image, position) => (
            <Content
              key={image.src}
              value={String(position)}
              forceMount
              hidden={position !== current}
              ref={(node) => {
                panels.current[position] = node;
              }}
              className={styles.panel}
              onKeyDown={onPanelKeyDown}
            >
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={position === current ? undefined : 'lazy'}
                draggable={false}
              />
            </Content>
          ))}
          <IconButton
            icon="chevron-left"
            label={labels.previous}
            tone="secondary"
            className={styles.previous}
            onClick={() => show(current - 1)}
          />
          <IconButton
            icon="chevron-right"
            label={labels.next}
            tone="secondary"
            className={styles.next}
            onClick={() => show(current + 1)}
          />
        </div>
        <List aria-label={labels.thumbnails} className={styles.thumbnails} loop>
          {images.map((image, position) => (
            <Trigger key={image.src} value={String(position)} className={styles.thumbnail}>
              <img
                className={styles.thumbnailImage}
                src={image.thumbnailSrc ?? image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
              />
            </Trigger>
          ))}
        </List>
      </Root>
      <VisuallyHidden aria-live="polite">{labels.position(current + 1, total)}</VisuallyHidden>
    </section>
  );
}
