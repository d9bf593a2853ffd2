/**
 * The page's only script tag. The shop starts once the page has loaded: a page the server rendered
 * is on screen with its pictures before the scripts that make it interactive are fetched.
 */
const start = () => void import('./main');
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
