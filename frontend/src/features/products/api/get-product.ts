import { apiRequest } from '@/lib/http/api-client';
import type { PhoneDetails } from '@/types/product';
import type { Answer } from '@/types/wire';

/**
 * The phone the server put into the page it answered (a phone's page carries
 * it beside its head), taken once: a later visit asks the API, as the data
 * may have changed since the page was sent.
 */
function fromPage(productId: string): PhoneDetails | null {
  const element = globalThis.document?.getElementById('page-data');
  if (!element) return null;
  element.remove();
  try {
    const product = JSON.parse(element.textContent ?? '') as PhoneDetails;
    return product._id === productId ? product : null;
  } catch {
    return null;
  }
}

/** One phone by id with its variants, shown on the one it opens on; a 404 ApiError when there is none. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<PhoneDetails> {
  const sent = fromPage(productId);
  if (sent) return Promise.resolve(sent);
  return apiRequest<Answer<'/product/{id}', 'get'>>(`/api/product/${encodeURIComponent(productId)}`, { signal });
}

/** One phone by id, shown by the server on its variant `variantId`; a 404 ApiError when either is not sold. */
export function getProductOn(productId: string, variantId: string, signal?: AbortSignal): Promise<PhoneDetails> {
  const address = `/api/product/${encodeURIComponent(productId)}?variant=${encodeURIComponent(variantId)}`;
  return apiRequest<Answer<'/product/{id}', 'get'>>(address, { signal });
}
