import type { CartLine } from './core';
import type { Line } from '@/types/line';

/** A cart line's quantity; the server always sends one, a line added a moment ago has the first-add quantity 1. */
export const quantityOf = (line: Line): number => line.quantity ?? 1;

/** Cart lines as the core's rules take them. */
export const toCoreLines = (lines: Line[]): CartLine[] => lines.map((line) => ({ productId: line.product_id, price: line.price, quantity: quantityOf(line) }));
