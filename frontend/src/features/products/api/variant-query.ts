/** The query that names a phone's variant in its calls (`?variant=`); empty for none (its default one). */
export const variantQuery = (variantId?: string | null): string => (variantId ? `?variant=${encodeURIComponent(variantId)}` : '');
