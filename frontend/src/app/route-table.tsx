import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { Layout } from './layout';
import { ProtectedRoute } from './protected-route';
import { modules as m, page } from './route-modules';
import { RouteError } from './route-error';

// Every page's code loads on demand; the router waits for it (the progress bar shows) before leaving the current page.
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(m.home, 'HomePage') },
      { path: paths.products, ...page(m.catalog, 'ProductListPage') },
      { path: `${paths.products}/:slug`, ...page(m.catalog, 'ProductListPage') },
      { path: paths.search, ...page(m.catalog, 'ProductListPage') },
      { path: paths.productRoute, ...page(m.catalog, 'ProductDetailsPage') },
      { path: paths.compare, ...page(m.compare, 'ComparePage') },
      { path: paths.faqs, ...page(m.infoPages, 'FaqPage') },
      { path: paths.about, ...page(m.infoPages, 'AboutPage') },
      { path: paths.contact, ...page(m.infoPages, 'ContactPage') },
      { path: paths.trackOrder, ...page(m.orders, 'TrackOrderPage') },
      { path: paths.guest, ...page(m.guest, 'GuestCheckoutPage') },
      { path: paths.login, ...page(m.login, 'LoginPage') },
      { path: paths.signup, ...page(m.signup, 'SignupPage') },
      { path: paths.forgotPassword, ...page(m.passwordReset, 'ForgotPasswordPage') },
      { path: paths.resetPassword, ...page(m.passwordReset, 'ResetPasswordPage') },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.cart, ...page(m.cart, 'CartPage') },
          { path: paths.wishlist, ...page(m.wishlist, 'WishlistPage') },
          { path: paths.checkout, ...page(m.checkout, 'CheckoutPage') },
          { path: paths.payment, ...page(m.checkout, 'CheckoutPage') },
          { path: `${paths.payment}/:checkoutId`, ...page(m.payment, 'PaymentPage') },
          {
            path: paths.customer,
            ...page(m.customer, 'CustomerLayout'),
            children: [
              { index: true, ...page(m.customer, 'CustomerDashboardPage') },
              { path: 'account-info', ...page(m.customer, 'AccountInfoPage') },
              { path: 'address-book', ...page(m.customer, 'AddressBookPage') },
              { path: 'my-orders', ...page(m.orders, 'OrdersPage') },
              { path: 'my-orders/details/:orderId', ...page(m.orders, 'OrderDetailsPage') },
              { path: 'my-orders/invoice/:checkoutId', ...page(m.orders, 'InvoicePage') },
              { path: 'my-orders/mushak-6-3/:orderId', ...page(m.orders, 'TaxInvoicePage') },
              { path: 'my-orders/mushak-6-7/:orderId', ...page(m.orders, 'CreditNotePage') },
              { path: 'my-carts', ...page(m.cart, 'CartPage') },
              { path: 'my-wishlist', ...page(m.wishlist, 'WishlistPage') },
              { path: 'my-reviews', ...page(m.customer, 'MyReviewsPage') },
              { path: 'notices', ...page(m.customer, 'NoticesPage') },
            ],
          },
        ],
      },
      {
        element: <ProtectedRoute admin />,
        children: [
          {
            path: paths.admin,
            ...page(m.admin, 'AdminLayout'),
            children: [
              { index: true, ...page(m.admin, 'AdminOverviewPage') },
              { path: 'products/product-list', ...page(m.admin, 'AdminProductsPage') },
              { path: 'products/category', ...page(m.admin, 'AdminCategoriesPage') },
              { path: 'products/add-product/:productId', ...page(m.admin, 'AdminProductFormPage') },
              { path: 'products/server/logs', ...page(m.admin, 'AdminLogsPage') },
              { path: 'orders', ...page(m.admin, 'AdminOrdersPage') },
              { path: 'returns', ...page(m.admin, 'AdminReturnsPage') },
              { path: 'parcels', ...page(m.admin, 'AdminBulkBookingPage') },
              { path: 'parcels/:checkoutId', ...page(m.admin, 'AdminParcelPage') },
              { path: 'courier-money', ...page(m.admin, 'AdminCourierMoneyPage') },
              { path: 'emi-plans', ...page(m.admin, 'AdminEmiPlansPage') },
              { path: 'coupons', ...page(m.admin, 'AdminCouponsPage') },
              { path: 'questions', ...page(m.admin, 'AdminQuestionsPage') },
              { path: 'search', ...page(m.admin, 'AdminSearchInsightsPage') },
            ],
          },
        ],
      },
      { path: '*', ...page(m.notFound, 'NotFoundPage') },
    ],
  },
];
