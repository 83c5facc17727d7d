import { type StockLevel, stockLevel } from '@/lib/core/core';
import { i18n } from '@/lib/i18n';

export type StockState = { tone: StockLevel; label: string };

/** The stock line of a product; the core decides what counts as low. */
export function stockState(stock: number): StockState {
  const tone = stockLevel(stock);
  if (tone === 'out') return { tone, label: i18n._('Out of stock') };
  if (tone === 'low') return { tone, label: i18n._('Only {stock} left', { stock }) };
  return { tone, label: i18n._('In stock') };
}
