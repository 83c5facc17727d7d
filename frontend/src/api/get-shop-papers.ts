import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type ShopPapers = Answer<'/shop/papers', 'get'>;

let asked: Promise<ShopPapers> | null = null;

/** The shop's DBID and trade licence, asked once per page load: the footer and the invoice share the answer (a failed ask is asked again). */
export function getShopPapers(): Promise<ShopPapers> {
  asked ??= apiRequest<ShopPapers>('/api/shop/papers').catch((error: unknown) => {
    asked = null;
    throw error;
  });
  return asked;
}
