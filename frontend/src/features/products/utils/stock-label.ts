/** Stock levels at or below this count as "Only N left". */
export const LOW_STOCK = 5;

export type StockState = { tone: 'in' | 'low' | 'out'; label: string };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { tone: 'out', label: 'Out of stock' };
  if (stock <= LOW_STOCK) return { tone: 'low', label: `Only ${stock} left` };
  return { tone: 'in', label: 'In stock' };
}
