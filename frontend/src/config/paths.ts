// Every route path of the app in one table.
export const paths = {
  home: '/',
  products: '/products',
  search: '/q',
  productDetails: (slug: string, productId: string) =>
    `/product/${encodeURIComponent(slug)}/${encodeURIComponent(productId)}`,
} as const;
