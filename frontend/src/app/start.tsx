// The app itself: what main.tsx starts once the page the server sent has painted.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installLinkPreloading } from '@/app/link-preloading';
import { FIRST_SCREEN_PATIENCE_MS, endFirstScreen } from '@/lib/first-screen';
import { createPagePreloader } from '@/app/page-preloader';
import { router, routes } from '@/app/router';
import { useShopStore } from '@/app/store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

installLinkPreloading(
  document,
  createPagePreloader({
    routes,
    navigate: (path) => router.navigate(path),
    setLoading: (loading) => useShopStore.getState().setPageLoading(loading),
    logError: (message, error) => console.error(message, error),
  }),
);

// A page ends the server's first screen when it has drawn; any move to another page ends it too,
// and a page that never says so gets the patience's worth of it.
const opened = router.state.location.key;
const unsubscribe = router.subscribe((state) => {
  if (state.location.key === opened) return;
  endFirstScreen();
  unsubscribe();
});
setTimeout(endFirstScreen, FIRST_SCREEN_PATIENCE_MS);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
