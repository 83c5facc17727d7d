import { ApiError } from '@/lib/http/api-client';
import { addProduct } from '../api/add-product';
import { updateProduct } from '../api/update-product';
import { uploadImage } from '../api/upload-image';
import type { Product } from '@/types/admin';
import { messageOf } from '@/lib/format/error-message';
import { type FormErrors, type ProductFormValues, productFormErrors, productRequestBody, serverFormErrors } from './product-form-values';
import { i18n } from '@/lib/i18n';

/** The product an edit form was loaded with: the server takes the edit only on that version. */
export interface EditTarget {
  productId: string;
  version: number;
  /** The stock the form showed; the server applies only the change from it. */
  stockWas: number;
}

export function editTargetOf(product: Pick<Product, '_id' | 'version' | 'stock'>): EditTarget {
  return { productId: product._id, version: product.version, stockWas: product.stock };
}

export interface ProductSubmission {
  /** null adds a new product. */
  target: EditTarget | null;
  values: ProductFormValues;
  /** A picture chosen but not uploaded yet. */
  picture: Blob | null;
  /** The address of a picture uploaded by an earlier attempt; empty keeps the product's picture. */
  cover: string;
}

export type SubmitOutcome =
  | { status: 'saved'; product: Product }
  /** `cover` is the picture uploaded on the way, so a retry does not upload it again. */
  | { status: 'refused'; errors: FormErrors; message: string | null; cover: string }
  /** 409: edited by someone else since the form was loaded, or not that much stock left. */
  | { status: 'conflict'; message: string; cover: string };

/** Checks the form with the core, uploads a new picture, then adds or updates the product. */
export async function submitProduct({ target, values, picture, cover }: ProductSubmission): Promise<SubmitOutcome> {
  const errors = productFormErrors(values);
  if (Object.keys(errors).length > 0) return { status: 'refused', errors, message: null, cover };

  if (picture) {
    try {
      cover = (await uploadImage(picture)).url;
    } catch (error) {
      return { status: 'refused', errors: { cover: messageOf(error, i18n._('Could not upload the picture')) }, message: null, cover };
    }
  }

  const body = productRequestBody(values, cover);
  try {
    const product = target ? await updateProduct(target.productId, { ...body, version: target.version, stock_was: target.stockWas }) : await addProduct(body);
    return { status: 'saved', product };
  } catch (error) {
    const message = messageOf(error, i18n._('Could not save the product'));
    if (error instanceof ApiError && error.status === 409) return { status: 'conflict', message, cover };
    const refused = error instanceof ApiError ? serverFormErrors(error.fieldErrors) : {};
    return { status: 'refused', errors: refused, message, cover };
  }
}
