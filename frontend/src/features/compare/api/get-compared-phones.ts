import { ApiError, apiRequest } from '@/lib/http/api-client';
import type { Product } from '@/types/product';
import type { Answer } from '@/types/wire';

export interface ComparedPhones {
  /** The phones the shop has, in the order asked. */
  phones: Product[];
  /** Ids the shop does not know (never listed, or removed since). */
  missing: string[];
}

/** The phones to compare, one `GET /api/product/{id}` each (at most four, asked at once). */
export async function getComparedPhones(ids: string[], signal?: AbortSignal): Promise<ComparedPhones> {
  const answers = await Promise.all(
    ids.map((id) =>
      apiRequest<Answer<'/product/{id}', 'get'>>(`/api/product/${encodeURIComponent(id)}`, { signal }).catch(
        (error: unknown) => {
          // 404: no such phone; 400: not even an id. Either way it is dropped, not an error page.
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        },
      ),
    ),
  );
  return {
    phones: answers.filter((phone) => phone !== null),
    missing: ids.filter((_, index) => answers[index] === null),
  };
}
