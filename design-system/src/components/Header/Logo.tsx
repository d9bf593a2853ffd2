import * as styles from './Header.css';

/** The Rigsmith mark and wordmark (a brand asset, the same in every language). */
export function Logo() {
  return (
    <span className={styles.logo} aria-hidden="true">
      <svg viewBox="0 0 32 32" width="32" height="32" className={styles.logoMark}>
        <path d="M6 8h20l-4 7H10zM10 17h12l-2 7h-8z" fill="currentColor" />
        <path d="M4 27h24" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className={styles.wordmark}>Rigsmith</span>
    </span>
  );
}
