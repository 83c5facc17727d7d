import '@/app/page-ports';
export { CheckoutPage } from '@/features/checkout/components/checkout-page';
