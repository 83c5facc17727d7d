import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useShopStore } from '@/stores/shop-store';
import type { FormErrors, ProductFormValues } from '../utils/product-form-values';
import { type EditTarget, submitProduct } from '../utils/submit-product';
import { addedNotice, updatedNotice } from '@/components/admin/change-notices';
import { PictureField } from './picture-field';
import { ProductFormActions } from './product-form-actions';
import { ProductFormFields } from './product-form-fields';
import { useI18n } from '@/lib/i18n';

interface ProductFormProps {
  /** The product as loaded; null adds a new product. */
  target: EditTarget | null;
  initial: ProductFormValues;
  /** The product's current picture, shown until another is chosen. */
  currentCover: string;
  brands: string[];
  /** Loads the product again, offered after a 409. */
  onReload?: () => void;
  /** A phone sold in variants: price, discount and stock are set in its grid. */
  byVariant?: boolean;
}

/** The add/edit product form: checked by the core, then the picture is uploaded and the product saved. */
export function ProductForm({ target, initial, currentCover, brands, onReload, byVariant }: ProductFormProps) {
  const i18n = useI18n();
  const showNotice = useShopStore((s) => s.showNotice);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
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
    setConflict(false);
    const outcome = await submitProduct({ target, values, picture, cover: uploaded });
    setBusy(false);
    if (outcome.status === 'saved') {
      showNotice((target ? updatedNotice : addedNotice)(outcome.product.title), true, 4000);
      void navigate(paths.adminProducts);
      return;
    }
    if (outcome.cover !== uploaded) {
      setUploaded(outcome.cover);
      setPicture(null);
    }
    if (outcome.status === 'conflict') {
      setErrors({});
      setConflict(true);
      setFailure(outcome.message);
      return;
    }
    setErrors(outcome.errors);
    setFailure(outcome.message ?? i18n._('Please correct the highlighted fields.'));
  };

  return (
    <form
      ref={formRef}
      className="admin-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={target ? i18n._('Edit product') : i18n._('Add product')}
    >
      <ProductFormFields
        values={values}
        errors={errors}
        brands={brands}
        byVariant={byVariant}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <PictureField preview={preview} error={errors.cover} onPick={setPicture} />
      <ProductFormActions busy={busy} failure={failure} onReload={conflict && target ? onReload : undefined} />
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
