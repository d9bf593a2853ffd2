/**
 * The page's only script tag. The shop starts once the page has loaded: a page the server rendered
 * is on screen with its pictures before the scripts that make it interactive are fetched.
 *
 * A server-rendered page ignores the pointer while the app starts (`#root[data-starting]` with
 * `data-hydrating`, see index.html), so a click never lands on a button that does nothing yet;
 * without JavaScript, or when the app cannot start, its links work as plain links.
 */
const root = document.getElementById('root');
root?.setAttribute('data-starting', '');
const start = () =>
  import('./main').catch((error: unknown) => {
    root?.removeAttribute('data-starting');
    throw error;
  });
if (document.readyState === 'complete') void start();
else window.addEventListener('load', () => void start(), { once: true });
