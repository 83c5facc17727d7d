export { AccountInfoPage } from '@/features/account/components/account-info-page';
export { CustomerDashboardPage } from '@/features/account/components/customer-dashboard';
export { CustomerLayout } from '@/features/account/components/customer-layout';
export { NoticesPage } from '@/features/account/components/notices-page';
export { AddressBookPage } from '@/features/addresses/components/address-book-page';
export { MyReviewsPage } from '@/features/reviews/components/my-reviews-page';
