// Every route path of the app in one table (contract §2).
export const paths = {
  home: '/',
  products: '/products',
  productsBySlug: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  search: '/q',
  searchFor: (text: string) => `/q?search=${encodeURIComponent(text)}`,
  /** A phone's page; with `variantId`, opened on that variant. */
  productDetails: (slug: string, productId: string, variantId?: string | null) =>
    `/product/${encodeURIComponent(slug)}/${encodeURIComponent(productId)}${variantId ? `?variant=${encodeURIComponent(variantId)}` : ''}`,
  /** Any address under /product/ whose last segment is the id (a title with a slash adds segments). */
  productRoute: '/product/*',
  faqs: '/faqs',
  about: '/about-me',
  contact: '/contact-me',
  /** Following an order without signing in. */
  trackOrder: '/track-order',
  login: '/auth/login',
  loginReturningTo: (from: string) => `/auth/login?callback=${encodeURIComponent(from)}`,
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  customer: '/auth/customer',
  accountInfo: '/auth/customer/account-info',
  addressBook: '/auth/customer/address-book',
  myOrders: '/auth/customer/my-orders',
  orderDetails: (orderId: string) => `/auth/customer/my-orders/details/${encodeURIComponent(orderId)}`,
  /** The printable invoice of one checkout (all its orders). */
  invoice: (checkoutId: string) => `/auth/customer/my-orders/invoice/${encodeURIComponent(checkoutId)}`,
  /** A delivered order's Mushak-6.3 tax invoice. */
  taxInvoice: (orderId: string) => `/auth/customer/my-orders/mushak-6-3/${encodeURIComponent(orderId)}`,
  /** The Mushak-6.7 credit note of an order's refunded return. */
  creditNote: (orderId: string) => `/auth/customer/my-orders/mushak-6-7/${encodeURIComponent(orderId)}`,
  myCarts: '/auth/customer/my-carts',
  myWishlist: '/auth/customer/my-wishlist',
  myReviews: '/auth/customer/my-reviews',
  notices: '/auth/customer/notices',
  admin: '/admin/dashboard',
  adminProducts: '/admin/dashboard/products/product-list',
  adminCategories: '/admin/dashboard/products/category',
  /** `new` adds a product; an id edits that product. */
  adminProductForm: (productId: string) => `/admin/dashboard/products/add-product/${encodeURIComponent(productId)}`,
  adminLogs: '/admin/dashboard/products/server/logs',
  adminOrders: '/admin/dashboard/orders',
  adminReturns: '/admin/dashboard/returns',
  /** The confirmed orders' parcels, booked with the courier many at once. */
  adminBookParcels: '/admin/dashboard/parcels',
  /** The courier's money: collected, charged, owed, paid out, and every difference. */
  adminCourierMoney: '/admin/dashboard/courier-money',
  /** A checkout's parcel: booking it with the courier, its label and what the courier reported. */
  adminParcel: (checkoutId: string) => `/admin/dashboard/parcels/${encodeURIComponent(checkoutId)}`,
  adminEmiPlans: '/admin/dashboard/emi-plans',
  adminCoupons: '/admin/dashboard/coupons',
  adminQuestions: '/admin/dashboard/questions',
  /** The week's searches, and the queries that found nothing. */
  adminSearches: '/admin/dashboard/search',
  compare: '/compare',
  /** The shareable comparison of these phones. */
  compareOf: (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/order/checkout',
  /** Buying a phone without an account: name, number and its code, then the checkout. */
  guest: '/order/guest',
  guestCheckout: (productId: string, variantId?: string | null) =>
    `/order/guest?product=${encodeURIComponent(productId)}${variantId ? `&variant=${encodeURIComponent(variantId)}` : ''}`,
  payment: '/order/payment',
  /** Where bKash sends the shopper back to (through the server's callback): a checkout's payment. */
  paymentOf: (checkoutId: string) => `/order/payment/${encodeURIComponent(checkoutId)}`,
} as const;
