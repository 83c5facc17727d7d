// The page's entry, kept small: it shows the page the server sent (a catalog page's first screen,
// with its lead picture) before the app's code is evaluated, so a slow phone's main thread paints
// the phones first instead of parsing the app for a second with them waiting. index.html fetches
// the app's code beside this file (the `preload-start` build step), so nothing waits on the network.
import '@/styles/global.css';
import '@/styles/first-screen.css';

/** How long the app waits for the first screen's lead picture before starting anyway. */
const LEAD_PICTURE_PATIENCE_MS = 1000;

function leadPictureSettled(): Promise<void> {
  const lead = document.querySelector<HTMLImageElement>('#first-screen img[fetchpriority="high"]');
  if (!lead || lead.complete) return Promise.resolve();
  return new Promise((settled) => {
    lead.addEventListener('load', () => settled(), { once: true });
    lead.addEventListener('error', () => settled(), { once: true });
    setTimeout(settled, LEAD_PICTURE_PATIENCE_MS);
  });
}

/**
 * After the next frame has painted (a timer set in an animation frame runs after it); at once in a
 * tab opened in the background, which paints no frames until it is shown.
 */
function painted(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
}

leadPictureSettled()
  .then(painted)
  .then(() => import('@/app/start'))
  .catch((error: unknown) => {
    // The app's code did not arrive: the page shows its boot line, not phones that do nothing.
    document.getElementById('first-screen')?.remove();
    console.error('The app could not start', error);
  });
