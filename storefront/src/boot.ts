/**
 * The page's only script tag. The shop starts once the page has loaded and painted: a page the
 * server rendered is on screen with its pictures before the scripts that make it interactive are
 * fetched. The
 * app's modules are then evaluated in a few steps, each its own task, so the page never stops
 * answering for long while they run.
 *
 * A server-rendered page takes no click while the app starts (`#root[data-starting]` with
 * `data-hydrating`, see index.html), so a click never lands on a button that does nothing yet;
 * without JavaScript, or when the app cannot start, its links work as plain links.
 */
const root = document.getElementById('root');
root?.setAttribute('data-starting', '');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const steps = [
  () => import('react-dom/client'),
  // The first currency format of a page loads the browser's number data (tens of milliseconds
  // on a phone): done here, as a step of its own, rather than inside the first render.
  () =>
    new Intl.NumberFormat(document.documentElement.lang || undefined, {
      style: 'currency',
      currency: 'EUR',
    }),
  () => import('@pcshop/stores'),
  () => import('./routes/routes'),
];

async function start() {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  const { startShop } = await import('./main');
  await nextTask();
  await startShop();
}

const run = () =>
  start().catch((error: unknown) => {
    // The server's markup stays usable as plain links.
    root?.removeAttribute('data-starting');
    console.error('The shop could not start', error);
  });
/**
 * Runs `then` once a page the server rendered has painted content: a painted frame is not
 * enough, text waiting for its font is not content yet, and that paint can come tens of
 * milliseconds after the frame. A page that paints nothing by then (a hidden tab) starts after 3
 * seconds all the same. A page rendered in the browser has nothing to paint before its scripts:
 * it starts after a frame, as it does without the paint timing API.
 */
function afterContentfulPaint(then: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(then, 0);
  };
  const serverRendered = root?.hasAttribute('data-hydrating') ?? false;
  if (
    serverRendered &&
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(go, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(go, 0));
  }
}

// After the load event and the first contentful paint (on a fast network the page can load
// before it paints): the scripts never hold up what the server already sent.
const afterPaint = () => afterContentfulPaint(() => void run());
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
