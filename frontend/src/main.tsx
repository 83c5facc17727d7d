// The page's entry, kept small: it shows the page the server sent (a catalog page's first screen,
// with its pictures) before the app's code is evaluated, so a slow phone's main thread paints
// the phones first instead of parsing the app for a second with them waiting. A page without a
// first screen fetches the app's code beside this file (the `preload-start` build step); a page
// with one names that code, and its route's, in a template this adds once the phones have painted,
// so on a slow network they do not share it with 130 KB of code.
import '@/styles/global.css';
import '@/styles/first-screen.css';

/** How long the app waits for the first screen's pictures before starting anyway. */
const PICTURES_PATIENCE_MS = 1000;

/**
 * Once the pictures the server expects in view (it loads them eagerly) are decoded, ready to paint,
 * or have failed, or the patience is spent. Their `load` is not enough: they decode off the main
 * thread and paint a frame or more after it.
 */
function picturesReady(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#first-screen img[loading="eager"]')];
  const decoded = Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
  const patience = new Promise((done) => setTimeout(done, PICTURES_PATIENCE_MS));
  return Promise.race([decoded, patience]).then(() => undefined);
}

/**
 * Once the next frame is on the screen: a timer set in the animation frame after it (the frame's
 * own timers run before the compositor has shown it). At once in a tab in the background, which
 * paints no frames until it is shown, or as soon as the tab goes there.
 */
function painted(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((done) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)));
    document.addEventListener('visibilitychange', () => done(), { once: true });
  });
}

/** Starts fetching the code the server held back until the first screen had painted (all of it at once). */
function fetchHeldBackCode(): void {
  const held = document.getElementById('after-first-screen');
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}

// A page without a first screen has nothing to show first: its code is on the way from the head.
const firstScreenShown = document.getElementById('first-screen') ? picturesReady().then(painted) : Promise.resolve();
firstScreenShown
  .then(() => {
    fetchHeldBackCode();
    return import('@/app/start');
  })
  .catch((error: unknown) => {
    // The app's code did not arrive: the page shows its boot line, not phones that do nothing.
    document.getElementById('first-screen')?.remove();
    console.error('The app could not start', error);
  });
