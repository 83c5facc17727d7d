import { OrderDetailsPage as OrderDetails } from '@/features/orders/components/order-details-page';
import { WriteReview } from '@/features/reviews/components/write-review';
import type { Order } from '@/types/order';

export { OrdersPage } from '@/features/orders/components/orders-page';

const writeReview = (order: Order) => <WriteReview productId={order.product_id._id} productTitle={order.title} />;

/** An order's page, offering the reviews feature's form under a delivered order. */
export function OrderDetailsPage() {
  return <OrderDetails renderReview={writeReview} />;
}

export { InvoicePage } from '@/features/orders/components/invoice-page';
export { CreditNotePage, TaxInvoicePage } from '@/features/orders/components/tax-paper-page';
export { TrackOrderPage } from '@/features/orders/components/track-order-page';
