import { cartSubtotal, type Poisha } from '../../../lib/core';

/** A sum of amounts added by the core (which checks for overflow): each amount is a one-unit line to it. */
export const sumPoisha = (amounts: Poisha[]): Poisha =>
  cartSubtotal(amounts.map((price, index) => ({ productId: String(index), price, quantity: 1 })));
