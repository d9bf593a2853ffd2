import { Spinner } from '../Spinner/Spinner';
import * as styles from './Loader.css';

export interface LoaderProps {
  /** The page shows the loader while its start-up data loads, then hides it. */
  visible: boolean;
  /** The shop's name, shown above the spinner. */
  brand: string;
  /** What is happening, shown and announced ("Loading the shop…"). */
  label: string;
}

/** The full-page loader that covers the shop until its start-up data has arrived. */
export function Loader({ visible, brand, label }: LoaderProps) {
  if (!visible) return null;
  return (
    // A named region: while it covers the page, its content is in a landmark like the rest.
    <div className={styles.overlay} role="region" aria-label={brand} aria-busy="true">
      <p className={styles.brand}>{brand}</p>
      <Spinner size="large" label={label} showLabel className={styles.label} />
    </div>
  );
}
