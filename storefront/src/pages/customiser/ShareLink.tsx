import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, Stack, Text } from '@pcshop/design-system';
import * as styles from './CustomiserPage.css';

/**
 * The build's share link and a button that copies it. When the clipboard is refused the link is
 * selected instead, for the shopper to copy; either way a polite status says what happened.
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation('customiser');
  const linkText = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState<{ url: string; text: string } | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ url, text: t('actions.linkCopied') });
    } catch (error) {
      console.warn('Copying the share link was refused; the link is selected instead', error);
      const selection = window.getSelection();
      if (linkText.current && selection) selection.selectAllChildren(linkText.current);
      setStatus({ url, text: t('actions.linkSelected') });
    }
  };

  return (
    <Stack space="xsmall">
      <Text size="small">
        {t('actions.shareLabel')}{' '}
        <Link href={url} className={styles.shareLink} data-testid="share-link">
          <span ref={linkText}>{url}</span>
        </Link>
      </Text>
      <div>
        <Button size="small" tone="secondary" onClick={() => void copy()}>
          {t('actions.copyLink')}
        </Button>
      </div>
      <Text size="small" tone="muted" role="status" aria-live="polite">
        {status?.url === url ? status.text : ''}
      </Text>
    </Stack>
  );
}
