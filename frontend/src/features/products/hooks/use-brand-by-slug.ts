import { useMemo } from 'react';
import { useResource } from '@/lib/hooks/use-resource';
import { getBrand } from '../api/get-brand';
import type { Brand } from '@/types/product';
import { i18n } from '@/lib/i18n';

export type BrandLookup =
  | { status: 'none' }
  | { status: 'loading'; slug: string }
  | { status: 'found'; slug: string; brand: Brand }
  | { status: 'missing'; slug: string }
  | { status: 'error'; slug: string; message: string };

/** Resolves a brand page's slug with `GET /api/brands/{slug}`; `none` without a slug. */
export function useBrandBySlug(slug: string | undefined): BrandLookup {
  const load = useMemo(() => (slug ? (signal: AbortSignal) => getBrand(slug, signal) : null), [slug]);
  // Until the new slug's answer comes, the old one's brand is not this brand.
  const { data, error, missing } = useResource(load, i18n._('Could not load the brand'), { keepWhileLoading: false });

  if (!slug) return { status: 'none' };
  if (missing) return { status: 'missing', slug };
  if (error !== null) return { status: 'error', slug, message: error };
  if (data) return { status: 'found', slug, brand: data };
  return { status: 'loading', slug };
}
