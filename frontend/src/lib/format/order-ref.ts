/** How an order is named on screen: `#` and the last 8 digits of its id. */
export const orderRef = (orderId: string) => `#${orderId.slice(-8)}`;
