import { ApiError } from '../../../lib/api-client';
import { saveProduct, uploadImage } from '../api/product-calls';
import type { Product } from '../types';
import { messageOf } from '../../../lib/error-message';
import { type FormErrors, type ProductFormValues, productFormErrors, productRequestBody, serverFormErrors } from './product-form-values';

export interface ProductSubmission {
  /** null adds a new product. */
  productId: string | null;
  values: ProductFormValues;
  /** A picture chosen but not uploaded yet. */
  picture: Blob | null;
  /** The address of a picture uploaded by an earlier attempt; empty keeps the product's picture. */
  cover: string;
}

export type SubmitOutcome =
  | { status: 'saved'; product: Product }
  /** `cover` is the picture uploaded on the way, so a retry does not upload it again. */
  | { status: 'refused'; errors: FormErrors; message: string | null; cover: string };

/** Checks the form with the core, uploads a new picture, then adds or updates the product. */
export async function submitProduct({ productId, values, picture, cover }: ProductSubmission): Promise<SubmitOutcome> {
  const errors = productFormErrors(values);
  if (Object.keys(errors).length > 0) return { status: 'refused', errors, message: null, cover };

  if (picture) {
    try {
      cover = (await uploadImage(picture)).url;
    } catch (error) {
      return { status: 'refused', errors: { cover: messageOf(error, 'Could not upload the picture') }, message: null, cover };
    }
  }

  try {
    return { status: 'saved', product: await saveProduct(productId, productRequestBody(values, cover)) };
  } catch (error) {
    const refused = error instanceof ApiError ? serverFormErrors(error.fieldErrors) : {};
    return { status: 'refused', errors: refused, message: messageOf(error, 'Could not save the product'), cover };
  }
}
