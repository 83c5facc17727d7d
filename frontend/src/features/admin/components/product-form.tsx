import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useShopStore } from '../../../stores';
import type { FormErrors, ProductFormValues } from '../utils/product-form-values';
import { submitProduct } from '../utils/submit-product';
import { PictureField } from './picture-field';
import { ProductFormFields } from './product-form-fields';

interface ProductFormProps {
  /** null adds a new product. */
  productId: string | null;
  initial: ProductFormValues;
  /** The product's current picture, shown until another is chosen. */
  currentCover: string;
  brands: string[];
}

/** The add/edit product form: checked by the core, then the picture is uploaded and the product saved. */
export function ProductForm({ productId, initial, currentCover, brands }: ProductFormProps) {
  const showNotice = useShopStore((s) => s.showNotice);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState('');
  const [busy, setBusy] = useState(false);
  const preview = usePreview(picture) ?? (uploaded || currentCover);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const outcome = await submitProduct({ productId, values, picture, cover: uploaded });
    setBusy(false);
    if (outcome.status === 'saved') {
      showNotice(productId ? `${outcome.product.title} updated` : `${outcome.product.title} added`, true, 4000);
      navigate(paths.adminProducts);
      return;
    }
    if (outcome.cover !== uploaded) {
      setUploaded(outcome.cover);
      setPicture(null);
    }
    setErrors(outcome.errors);
    setFailure(outcome.message ?? 'Please correct the highlighted fields.');
  };

  return (
    <form ref={formRef} className="admin-form" onSubmit={submit} noValidate aria-label={productId ? 'Edit product' : 'Add product'}>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      <ProductFormFields
        values={values}
        errors={errors}
        brands={brands}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <PictureField preview={preview} error={errors.cover} onPick={setPicture} />
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save product'}
        </button>
        <Link to={paths.adminProducts} className="button">
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** A local address for a chosen file, released when the file changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
