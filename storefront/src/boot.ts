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
// After the load event and a painted frame (on a fast network the page can load before its first
// paint): the scripts never hold up what the server already sent.
const afterPaint = () => requestAnimationFrame(() => setTimeout(() => void run(), 0));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
