import type { Product } from '@/types/product';

/**
 * How soon a picture loads: `high` is the page's largest picture (fetched
 * first), `eager` is above the fold, `lazy` waits until it nears the screen.
 */
export type ImageLoad = 'high' | 'eager' | 'lazy';

/** Cards in a list: the first row (two cards on a phone) loads at once, the first picture before anything else. */
export function firstRowLoad(index: number): ImageLoad {
  if (index >= 2) return 'lazy';
  return index === 0 ? 'high' : 'eager';
}

/** The WebP copies of a product's cover as a `srcset` value; empty when it has none. */
export function coverSrcSet(product: Product): string {
  return (product.cover_picture?.srcset ?? []).map((copy) => `${copy.url} ${copy.width}w`).join(', ');
}

/**
 * A product's cover: the browser picks a WebP copy by `sizes` (how wide the
 * picture is shown), the original stays as `src`, and the intrinsic size
 * reserves its space. A cover stored before sizes were kept shows as before,
 * at `fallbackSize`.
 */
export function ProductImage({
  product,
  sizes,
  load,
  fallbackSize,
  named = true,
}: {
  product: Product;
  sizes: string;
  load: ImageLoad;
  fallbackSize: number;
  /** False beside the phone's name (a comparison's column head): the picture then says nothing more. */
  named?: boolean;
}) {
  const picture = product.cover_picture;
  const srcSet = coverSrcSet(product);
  return (
    <img
      src={picture?.src ?? product.cover}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={named ? product.title : ''}
      width={picture?.width ?? fallbackSize}
      height={picture?.height ?? fallbackSize}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={load === 'high' ? 'high' : 'auto'}
    />
  );
}
