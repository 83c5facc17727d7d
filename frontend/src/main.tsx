import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installLinkPreloading } from '@/app/link-preloading';
import { createPagePreloader } from '@/app/page-preloader';
import { router, routes } from '@/app/router';
import { useShopStore } from '@/app/store';
import '@/styles/global.css';
import '@/styles/first-screen.css';

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

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
