import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getBrand } from '../api/get-brand';
import type { Brand } from '../../../types/product';
import { messageOf } from '../../../lib/error-message';

export type BrandLookup =
  | { status: 'none' }
  | { status: 'loading'; slug: string }
  | { status: 'found'; slug: string; brand: Brand }
  | { status: 'missing'; slug: string }
  | { status: 'error'; slug: string; message: string };

/** Resolves a brand page's slug with `GET /api/brands/{slug}`; `none` without a slug. */
export function useBrandBySlug(slug: string | undefined): BrandLookup {
  const [lookup, setLookup] = useState<BrandLookup>({ status: 'none' });

  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    setLookup({ status: 'loading', slug });
    getBrand(slug, controller.signal).then(
      (brand) => setLookup({ status: 'found', slug, brand }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLookup({ status: 'missing', slug });
        else setLookup({ status: 'error', slug, message: messageOf(error, 'Could not load the brand') });
      },
    );
    return () => controller.abort();
  }, [slug]);

  if (!slug) return { status: 'none' };
  // Until the effect catches up with a new slug, the old answer is not this brand's.
  if (lookup.status === 'none' || lookup.slug !== slug) return { status: 'loading', slug };
  return lookup;
}
