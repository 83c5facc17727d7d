export { PaymentPage } from '@/features/payment/components/payment-page';
