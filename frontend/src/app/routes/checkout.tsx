export { CheckoutPage } from '@/features/checkout/components/checkout-page';
