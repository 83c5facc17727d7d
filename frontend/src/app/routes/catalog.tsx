import '@/app/page-ports';
export { ProductDetailsPage } from '@/features/products/components/product-details-page';
export { ProductListPage } from '@/features/products/components/product-list-page';
