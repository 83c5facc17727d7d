export { AdminLayout } from '@/features/admin/components/admin-layout';
export { CategoriesPage as AdminCategoriesPage } from '@/features/admin/components/categories-page';
export { CouponsPage as AdminCouponsPage } from '@/features/admin/components/coupons-page';
export { EmiPlansPage as AdminEmiPlansPage } from '@/features/admin/components/emi-plans-page';
export { LogsPage as AdminLogsPage } from '@/features/admin/components/logs-page';
export { OrdersPage as AdminOrdersPage } from '@/features/admin/components/orders-page';
export { OverviewPage as AdminOverviewPage } from '@/features/admin/components/overview-page';
export { ProductFormPage as AdminProductFormPage } from '@/features/admin/components/product-form-page';
export { ProductsPage as AdminProductsPage } from '@/features/admin/components/products-page';
