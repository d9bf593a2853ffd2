import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@pcshop/stores/react';

declare global {
  interface Window {
    /** Set by the analytics tag script (`/api/site/analytics.js`) once it has loaded. */
    rigsmithAnalytics?: { tag: string; pageView(path: string): void };
  }
}

/**
 * Loads the edition's analytics tag script once the shopper has accepted all cookies (never
 * before), and reports the pages visited after it by client-side navigation.
 */
export const AnalyticsTag = observer(function AnalyticsTag() {
  const { site } = useStores();
  const { pathname } = useLocation();
  const analytics = site.analytics;
  const scriptUrl = analytics?.scriptUrl;

  useEffect(() => {
    if (!scriptUrl) return;
    if (document.querySelector(`script[data-analytics-tag][src="${scriptUrl}"]`)) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.analyticsTag = '';
    script.addEventListener('error', () =>
      console.error('The analytics tag script could not be loaded', scriptUrl),
    );
    document.head.append(script);
  }, [scriptUrl]);

  useEffect(() => {
    const tracker = window.rigsmithAnalytics;
    // The script records the page it loads on; later pages are reported here.
    if (analytics && tracker?.tag === analytics.tagId) tracker.pageView(pathname);
  }, [analytics, pathname]);

  return null;
});
