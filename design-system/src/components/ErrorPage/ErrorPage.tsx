import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { button } from '../Button/Button.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ErrorPage.css';

export interface ErrorPageLabels {
  /** The page heading ("Page not found"). */
  title: string;
  /** What happened, e.g. "Page not found: /gaming-pcs/old-model". */
  message: string;
  /** The link back to the start ("Go to homepage"). */
  home: string;
  /** Read before the status code ("Error"), so "Error 404" is heard rather than a bare number. */
  status: string;
}

export interface ErrorPageProps {
  /** The HTTP status code shown large (404, 500 …). */
  statusCode: number;
  labels: ErrorPageLabels;
  homeHref: string;
  renderLink?: RenderLink;
}

/** The content of the page shown for an unknown path or a failed load (inside the layout's `main`). */
export function ErrorPage({
  statusCode,
  labels,
  homeHref,
  renderLink = renderAnchor,
}: ErrorPageProps) {
  return (
    <div className={styles.errorPage}>
      <p className={styles.status}>
        <VisuallyHidden>{labels.status} </VisuallyHidden>
        {statusCode}
      </p>
      <h1 className={styles.title}>{labels.title}</h1>
      <p className={styles.message}>{labels.message}</p>
      <div className={styles.action}>
        {renderLink({
          href: homeHref,
          className: button({ tone: 'primary', size: 'large' }),
          children: labels.home,
        })}
      </div>
    </div>
  );
}
