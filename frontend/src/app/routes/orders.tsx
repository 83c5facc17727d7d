export { OrderDetailsPage } from '../../features/orders/components/order-details-page';
export { OrdersPage } from '../../features/orders/components/orders-page';
