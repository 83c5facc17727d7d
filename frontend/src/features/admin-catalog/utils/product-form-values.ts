// The admin product form as typed (all text), checked by the core and turned
// into the API's request body.
import { moneyToTkText, parseCount, parseDecimal, validateField, validateProduct, validateSpecs } from '@/lib/core/core';
import type { RefusedField } from '@/lib/format/field-errors';
import { fieldMessage } from '@/lib/format/field-message';
import { formatNow } from '@/lib/format/format';
import type { Product, ProductRequest, ProductSpecs } from '@/types/admin';

/** The phone-spec fields of the form, named as the core names their errors; `specsOf` maps them onto the wire's specs. */
export const SPEC_FIELDS = ['ramGb', 'romGb', 'batteryMah', 'displayInch', 'cameraMp', 'selfieCameraMp', 'network', 'processor'] as const;

/** Spec fields an admin may leave empty: the value is then not known (phones listed before the shop asked for it). */
const OPTIONAL_SPEC_FIELDS: ReadonlySet<string> = new Set(['selfieCameraMp']);

/** The form as typed: every field is text. Price in TK, e.g. "45999.50". */
export type ProductFormValues = Record<'title' | 'brand' | 'price' | 'discount' | 'stock' | 'description', string> &
  Record<(typeof SPEC_FIELDS)[number], string>;

export type ProductField = keyof ProductFormValues | 'cover';

/** The message each refused field shows beside it. */
export type FormErrors = Partial<Record<ProductField, string>>;

export const emptyProductValues: ProductFormValues = {
  title: '',
  brand: '',
  price: '',
  discount: '0',
  stock: '',
  description: '',
  ramGb: '',
  romGb: '',
  batteryMah: '',
  displayInch: '',
  cameraMp: '',
  selfieCameraMp: '',
  network: '',
  processor: '',
};

export function valuesFromProduct(product: Product): ProductFormValues {
  const { specs } = product;
  return {
    title: product.title,
    brand: product.brand,
    price: moneyToTkText(product.price),
    discount: String(product.discount),
    stock: String(product.stock),
    description: product.description,
    ramGb: String(specs.ram_gb),
    romGb: String(specs.rom_gb),
    batteryMah: String(specs.battery_mah),
    displayInch: String(specs.display_inch),
    cameraMp: String(specs.camera_mp),
    selfieCameraMp: specs.selfie_camera_mp == null ? '' : String(specs.selfie_camera_mp),
    network: specs.network,
    processor: specs.processor,
  };
}

// Text the core does not read as a number reaches the rules as -1, which every
// count range refuses with the rule's own message (the bridge does the same for ratings).
const wholeNumber = (text: string) => parseCount(text) ?? -1;
const decimalNumber = (text: string) => parseDecimal(text) ?? -1;

/** The specs the form's text stands for; text that is not a number becomes -1 (refused). */
function specsOf(values: ProductFormValues): ProductSpecs {
  return {
    ram_gb: wholeNumber(values.ramGb),
    rom_gb: wholeNumber(values.romGb),
    battery_mah: wholeNumber(values.batteryMah),
    display_inch: decimalNumber(values.displayInch),
    camera_mp: wholeNumber(values.cameraMp),
    selfie_camera_mp: values.selfieCameraMp.trim() === '' ? null : wholeNumber(values.selfieCameraMp),
    network: values.network,
    processor: values.processor,
  };
}

/** Every refused field, checked by the core; the first message per field wins. */
export function productFormErrors(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  const note = (field: ProductField, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };
  note('discount', fieldMessage(validateField, 'notSingleSpace', values.discount));
  note('stock', fieldMessage(validateField, 'notSingleSpace', values.stock));
  const refused = validateProduct({
    title: values.title,
    brand: values.brand,
    price: values.price,
    discount: wholeNumber(values.discount),
    stock: wholeNumber(values.stock),
    description: values.description,
  });
  const format = formatNow();
  for (const error of refused) note(error.field as ProductField, format.text(error));
  for (const field of SPEC_FIELDS) if (!OPTIONAL_SPEC_FIELDS.has(field)) note(field, fieldMessage(validateField, 'required', values[field]));
  const specs = validateSpecs(specsOf(values));
  for (const error of specs) note(SPEC_FIELD_OF[error.field] ?? (error.field as ProductField), format.text(error));
  return errors;
}

export function productRequestBody(values: ProductFormValues, cover: string): ProductRequest {
  return {
    title: values.title,
    brand: values.brand,
    price: values.price,
    discount: wholeNumber(values.discount),
    stock: wholeNumber(values.stock),
    description: values.description,
    cover,
    specs: specsOf(values),
  };
}

// The core names the screen size in tenths; the form takes inches. The server prefixes spec fields (`specs.ramGb`).
const SPEC_FIELD_OF: Record<string, ProductField> = { displayTenths: 'displayInch' };

/** A 422 answer's field errors placed on the form's fields. */
export function serverFormErrors(refused: RefusedField[]): FormErrors {
  const errors: FormErrors = {};
  const format = formatNow();
  for (const error of refused) {
    const bare = error.field.replace(/^specs\./, '');
    const name = SPEC_FIELD_OF[bare] ?? (bare as ProductField);
    errors[name] ??= format.text(error, error.message);
  }
  return errors;
}
