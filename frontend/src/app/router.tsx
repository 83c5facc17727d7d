import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { Layout } from './layout';

export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <Layout />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
      },
    ],
  },
]);
