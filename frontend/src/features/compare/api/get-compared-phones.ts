import { ApiError, apiRequest } from '@/lib/http/api-client';
import type { Product } from '@/types/product';
import type { Answer } from '@/types/wire';
import { compareTarget } from '../utils/compare-ids';

/** A phone as compared: shown on the variant its compare key names (price, RAM and storage are the variant's). */
export interface ComparedEntry {
  /** Its compare key: the phone's id, or the phone's and the variant's. */
  key: string;
  phone: Product;
  /** The variant compared, with its label; null compares the phone as its page opens. */
  variantId: string | null;
  label: string;
}

export interface ComparedPhones {
  /** The phones the shop has, in the order asked. */
  phones: ComparedEntry[];
  /** Keys naming nothing the shop has (a phone never listed or removed since, a variant no longer sold). */
  missing: string[];
}

/** The phones to compare, one `GET /api/product/{id}` each (`?variant=` for a variant; at most four, asked at once). */
export async function getComparedPhones(keys: string[], signal?: AbortSignal): Promise<ComparedPhones> {
  const answers = await Promise.all(
    keys.map(async (key): Promise<ComparedEntry | null> => {
      const { productId, variantId } = compareTarget(key);
      const query = variantId ? `?variant=${encodeURIComponent(variantId)}` : '';
      try {
        const phone = await apiRequest<Answer<'/product/{id}', 'get'>>(`/api/product/${encodeURIComponent(productId)}${query}`, { signal });
        const label = variantId ? (phone.variants.find((v) => v._id === variantId)?.label ?? '') : '';
        return { key, phone, variantId, label };
      } catch (error: unknown) {
        // 404: no such phone or variant; 400: not even an id. Either way it is dropped, not an error page.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    }),
  );
  return {
    phones: answers.filter((entry) => entry !== null),
    missing: keys.filter((_, index) => answers[index] === null),
  };
}
