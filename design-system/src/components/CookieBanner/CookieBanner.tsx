import { useId } from 'react';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { Button } from '../Button/Button';
import * as styles from './CookieBanner.css';

export interface CookieBannerLabels {
  /** Names the banner region and heads it ("Cookies on Rigsmith"). */
  title: string;
  /** What the cookies do and what "required only" keeps. */
  message: string;
  /** The privacy policy link's text. */
  privacy: string;
  acceptAll: string;
  requiredOnly: string;
}

export interface CookieBannerProps {
  labels: CookieBannerLabels;
  privacyHref: string;
  /** Accept analytics and marketing cookies too. */
  onAcceptAll: () => void;
  /** Keep only the cookies the shop needs to work (session, cart, edition). */
  onRequiredOnly: () => void;
  renderLink?: RenderLink;
}

/**
 * The consent banner at the bottom of the window until the shopper chooses. Render it last in
 * the page's outermost box: it sticks to the window's bottom and, at the end of the page, sits
 * below the footer instead of over it.
 */
export function CookieBanner({
  labels,
  privacyHref,
  onAcceptAll,
  onRequiredOnly,
  renderLink = renderAnchor,
}: CookieBannerProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.banner}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <p className={styles.message}>
            {labels.message}{' '}
            {renderLink({ href: privacyHref, className: styles.link, children: labels.privacy })}
          </p>
        </div>
        <div className={styles.actions}>
          <Button tone="secondary" onClick={onRequiredOnly}>
            {labels.requiredOnly}
          </Button>
          <Button onClick={onAcceptAll}>{labels.acceptAll}</Button>
        </div>
      </div>
    </section>
  );
}
