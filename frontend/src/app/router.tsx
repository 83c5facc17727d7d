import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { ProtectedRoute } from './protected-route';

// Every page's code loads on demand; the router waits for it (the progress bar shows) before leaving the current page.
export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <Layout />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomePage }) },
      { path: paths.products, lazy: async () => ({ Component: (await import('./routes/catalog')).ProductListPage }) },
      {
        path: `${paths.products}/:slug`,
        lazy: async () => ({ Component: (await import('./routes/catalog')).ProductListPage }),
      },
      { path: paths.search, lazy: async () => ({ Component: (await import('./routes/catalog')).ProductListPage }) },
      {
        path: '/product/:title/:productId',
        lazy: async () => ({ Component: (await import('./routes/catalog')).ProductDetailsPage }),
      },
      { path: paths.faqs, lazy: async () => ({ Component: (await import('./routes/info-pages')).FaqPage }) },
      { path: paths.about, lazy: async () => ({ Component: (await import('./routes/info-pages')).AboutPage }) },
      { path: paths.contact, lazy: async () => ({ Component: (await import('./routes/info-pages')).ContactPage }) },
      { path: paths.login, lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }) },
      { path: paths.signup, lazy: async () => ({ Component: (await import('./routes/signup')).SignupPage }) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.cart, lazy: async () => ({ Component: (await import('./routes/cart')).CartPage }) },
          { path: paths.wishlist, lazy: async () => ({ Component: (await import('./routes/wishlist')).WishlistPage }) },
          { path: paths.checkout, lazy: async () => ({ Component: (await import('./routes/checkout')).CheckoutPage }) },
          { path: paths.payment, lazy: async () => ({ Component: (await import('./routes/checkout')).CheckoutPage }) },
          { path: paths.myOrders, lazy: async () => ({ Component: (await import('./routes/orders')).OrdersPage }) },
          {
            path: `${paths.myOrders}/details/:orderId`,
            lazy: async () => ({ Component: (await import('./routes/orders')).OrderDetailsPage }),
          },
          { path: paths.myCarts, lazy: async () => ({ Component: (await import('./routes/cart')).CartPage }) },
          { path: paths.myWishlist, lazy: async () => ({ Component: (await import('./routes/wishlist')).WishlistPage }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) },
    ],
  },
]);
