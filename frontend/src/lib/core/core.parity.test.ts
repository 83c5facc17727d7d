// Runs the parity vectors shared with `cargo test` through the WASM module:
// every group of a rule the interface calls. Rules only the server uses (order
// and payment transitions, a checkout's payment over its orders, the
// honest-discount rule, the filter predicate, a variant's label, a phone's
// "from" price and opening variant, and the after-sale rules: coupons,
// returns, IMEIs, card-EMI amounts) are not bound, so the browser does not
// download them; `cargo test` runs their vectors natively.
import { describe, expect, it } from 'vitest';
import vectors from '../../../../core/tests/parity-vectors.json';
import * as constants from '@/generated/core-constants';
import * as core from './core';
import { fieldMessage } from '@/lib/format/field-message';
import { formatFor } from '@/lib/format/format';
import { paymentMethodText, paymentStatusText } from '@/lib/format/payment-text';

/** English as the interface writes a core's text: by its code, from the catalog generated out of the Rust code. */
const english = formatFor('en', core);

type Case = Record<string, unknown> & { expected?: unknown; error?: string; message?: string };

function check(testCase: Case, run: () => unknown) {
  if (testCase.error !== undefined) {
    let thrown: unknown;
    try {
      run();
    } catch (error) {
      thrown = error;
    }
    expect(core.isShopCoreError(thrown), `expected ${testCase.error} for ${JSON.stringify(testCase)}`).toBe(true);
    const error = thrown as core.ShopCoreError;
    expect(error.code).toBe(testCase.error);
    // The thrown text, written from the generated catalog, reads as the native core's English.
    if (testCase.message !== undefined) expect(english.text(error)).toBe(testCase.message);
  } else {
    expect(run()).toEqual(testCase.expected);
  }
}

const groups = vectors as unknown as Record<string, Case[]>;
const each = (name: string) => {
  const cases = groups[name];
  if (!cases?.length) throw new Error(`no vector group ${name}`);
  return cases;
};
const fieldsOf = (errors: core.FieldError[]) => errors.map((e) => e.field);

describe('parity with the native core', () => {
  it('money', () => {
    for (const c of each('formatMoney')) check(c, () => core.formatMoney(c.poisha as number));
    for (const c of each('formatMoneyIn')) check(c, () => core.formatMoneyIn(c.poisha as number, c.locale as core.Language));
    for (const c of each('formatCountIn')) check(c, () => core.formatCountIn(c.value as number, c.locale as core.Language));
    for (const c of each('formatTenthsIn')) check(c, () => core.formatTenthsIn(c.tenths as number, c.locale as core.Language));
    // A month or a time of day out of range has no text natively (null) and is refused here.
    const orRefused = (c: Case, run: () => string) =>
      c.expected === null ? expect(run).toThrowError(expect.objectContaining({ code: 'bridge.invalid_input' })) : check(c, run);
    for (const c of each('formatDateIn'))
      orRefused(c, () => core.formatDateIn(c.year as number, c.month as number, c.day as number, c.locale as core.Language));
    for (const c of each('formatClockIn')) orRefused(c, () => core.formatClockIn(c.hour as number, c.minute as number, c.locale as core.Language));
    for (const c of each('moneyFromTk')) check(c, () => core.moneyFromTk(c.input as number));
    for (const c of each('applyDiscount')) check(c, () => core.applyDiscount(c.poisha as number, c.percent as number));
  });

  it('cart', () => {
    for (const c of each('cartSubtotal')) check(c, () => core.cartSubtotal(c.lines as core.CartLine[]));
    for (const c of each('cartItemCount')) check(c, () => core.cartItemCount(c.lines as core.CartLine[]));
    for (const c of each('increaseQuantity')) check(c, () => core.increaseQuantity(c.quantity as number, c.stock as number));
    for (const c of each('stockLevel')) check(c, () => core.stockLevel(c.stock as number));
    for (const c of each('decreaseQuantity')) check(c, () => core.decreaseQuantity(c.quantity as number));
  });

  it('wishlist', () => {
    for (const c of each('wishlistInCart')) check(c, () => core.wishlistInCart(c.wishlist as string[], c.cart as string[]));
  });

  it('compare', () => {
    for (const c of each('compareRow')) check(c, () => core.compareRow(c.row as core.CompareRowKey, c.values as (number | string | null)[]));
  });

  it('validation', () => {
    for (const c of each('validateField')) check(c, () => core.validateField(c.rule as string, c.input as string));
    for (const c of each('validateSignup')) expect(fieldsOf(core.validateSignup(c.form as core.SignupForm))).toEqual(c.fields);
    for (const c of each('validateAddress')) expect(fieldsOf(core.validateAddress(c.form as core.AddressForm))).toEqual(c.fields);
    for (const c of each('validateProduct')) expect(fieldsOf(core.validateProduct(c.form as core.ProductForm))).toEqual(c.fields);
  });

  it('listing', () => {
    expect(core.listingDefaults()).toEqual((vectors as Record<string, unknown>).listingDefaults);
    for (const c of each('parseListing')) check(c, () => core.parseListing(c.params as core.ListingParams));
    for (const c of each('totalPages')) check(c, () => core.totalPages(c.total as number, c.perPage as number));
    for (const c of each('clampPage')) check(c, () => core.clampPage(c.page as number, c.totalPages as number));
  });

  it('payments and delivery', () => {
    // Names are texts by code (`payment_method.bkash`); a name no catalog has shows as it is.
    const named = (c: Case, name: string, text: string) => expect(text).toBe(c.error === undefined ? c.expected : name);
    for (const c of each('paymentMethodLabel')) named(c, c.method as string, paymentMethodText(c.method as string, english));
    for (const c of each('paymentStatusLabel')) named(c, c.status as string, paymentStatusText(c.status as string, english));
    for (const c of each('deliveryQuote')) check(c, () => core.deliveryQuote(c.subtotal as number, c.city as string));
  });

  it('the variant picker', () => {
    const variants = (c: Case) => c.variants as core.VariantFacts[];
    const choice = (c: Case) => c.choice as (string | null)[];
    for (const c of each('variantChoices')) expect(core.pickVariant(variants(c), choice(c)).axes).toEqual(c.expected);
    for (const c of each('resolveVariant')) expect(core.pickVariant(variants(c), choice(c)).selected).toEqual(c.expected);
    for (const c of each('nearestVariant'))
      expect(core.nearestVariant(variants(c), choice(c), c.axis as number, c.value as string) ?? null).toEqual(c.expected);
  });

  it('notices', () => {
    expect(core.notices).toEqual((vectors as Record<string, unknown>).notices);
  });

  it("constants generated for the first page are the module's own", () => {
    expect(constants.notices).toEqual(core.notices);
    expect(constants.listingDefaults).toEqual(core.listingDefaults());
    expect(constants.defaultListing).toEqual(core.parseListing({}));
    expect(constants.compareMax).toBe(core.compareMax());
  });
});

describe('bridge conversions', () => {
  it('refuses numbers that are not safe integer poisha', () => {
    expect(() => core.formatMoney(1.5)).toThrowError(expect.objectContaining({ code: 'money.not_a_number' }));
    expect(() => core.formatMoney(2 ** 60)).toThrowError(expect.objectContaining({ code: 'money.overflow' }));
  });

  it('refuses values of the wrong shape with a typed error', () => {
    expect(() => core.cartSubtotal('nope' as unknown as core.CartLine[])).toThrowError(
      expect.objectContaining({ name: 'ShopCoreError', code: 'bridge.invalid_input' }),
    );
  });

  it('refuses a language the shop does not have', () => {
    expect(() => core.formatMoneyIn(100, 'fr' as core.Language)).toThrowError(expect.objectContaining({ code: 'bridge.invalid_input' }));
    expect(() => core.formatDateIn(2026, 13, 1, 'bn')).toThrowError(expect.objectContaining({ code: 'bridge.invalid_input' }));
    expect(() => core.formatCountIn(1.5, 'bn')).toThrowError(expect.objectContaining({ code: 'bridge.invalid_input' }));
  });

  it('gives the inline message of a single space', () => {
    expect(fieldMessage(core.validateField, 'notSingleSpace', ' ')).toBe('Not Acceptable');
    expect(fieldMessage(core.validateField, 'notSingleSpace', 'Dhaka')).toBeNull();
  });
});
