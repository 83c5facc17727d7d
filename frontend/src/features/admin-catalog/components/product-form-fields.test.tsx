import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { filledProductValues } from '../test-product-values';
import { productFormErrors } from '../utils/product-form-values';
import { priceAfterDiscount, ProductFormFields } from './product-form-fields';

const render = (values = filledProductValues, byVariant = false, errors = productFormErrors(values)) =>
  renderToStaticMarkup(<ProductFormFields values={values} errors={errors} brands={['Samsung', 'Walton']} byVariant={byVariant} onChange={() => {}} />);

/** The markup of the field whose label is `label`: its label, control and messages. */
function field(html: string, label: string): string {
  const fields = html.split('<div class="admin-field">').slice(1);
  return fields.find((f) => f.includes(`>${label}</label>`)) ?? '';
}

describe('ProductFormFields', () => {
  it('labels every control', () => {
    const html = render();
    for (const label of [
      'Title',
      'Brand',
      'Price (TK)',
      'Discount (%)',
      'Stock',
      'Description',
      'RAM (GB)',
      'Storage (GB)',
      'Battery (mAh)',
      'Display (inches)',
      'Main camera (MP)',
      'Processor',
      'Network',
    ]) {
      const markup = field(html, label);
      const id = markup.match(/<label for="([^"]+)">/)?.[1];
      expect(id, label).toBeTruthy();
      expect(markup, label).toContain(`id="${id}"`);
    }
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('<option value="Samsung" selected="">Samsung</option>');
  });

  it("shows the core's message beside the refused field and ties it to the control", () => {
    const html = render({ ...filledProductValues, title: ' ', price: '12.345' });
    const title = field(html, 'Title');
    const errorId = title.match(/<p id="([^"]+)" class="field-error">Not Acceptable<\/p>/)?.[1];
    expect(errorId).toBeTruthy();
    expect(title).toMatch(new RegExp(`<input[^>]*aria-invalid="true"[^>]*aria-describedby="${errorId}"`));
    expect(field(html, 'Price (TK)')).toContain('class="field-error">Amount can have at most 2 decimals</p>');
    expect(field(html, 'Stock')).not.toContain('field-error');
  });

  it('says what a customer pays, in whole taka by the core', () => {
    const html = render({ ...filledProductValues, price: '28999', discount: '6' });
    expect(html).toMatch(/data-testid="price-after-discount"[^>]*>Customers pay 27,259.00 TK<\/p>/);
    expect(priceAfterDiscount('45999.50', '10')).toBe(4_139_900);
    expect(priceAfterDiscount('45999.50', '0')).toBe(4_599_950);
    const refused: [string, string][] = [
      ['', '10'],
      ['45999', ''],
      ['12.345', '5'],
      ['45999', '101'],
      ['45999', '1.5'],
      ['abc', '5'],
    ];
    for (const [price, discount] of refused) {
      expect(priceAfterDiscount(price, discount), `${price} ${discount}`).toBeNull();
    }
  });

  it('leaves the price, discount and stock of a phone sold in variants to its grid, and says so there', () => {
    const note = 'Price, discount and stock are set for each variant in the Variants grid below.';
    const sold = render(filledProductValues, true);
    for (const name of ['price', 'discount', 'stock']) expect(sold, name).not.toContain(`name="${name}"`);
    expect(sold).not.toContain('data-testid="price-after-discount"');
    expect(sold).toMatch(new RegExp(`data-testid="priced-by-variant"><p>${note}</p></div>`));
    for (const label of ['Title', 'Brand', 'Description', 'Storage (GB)']) expect(field(sold, label), label).toContain('<label');

    // A refusal of a field not shown is still shown, beside the note.
    const refused = render(filledProductValues, true, { stock: 'Must be a whole number from 0 to 100000' });
    expect(refused).toContain(`${note}</p><p class="field-error">Must be a whole number from 0 to 100000</p>`);

    const own = render(filledProductValues, false);
    for (const name of ['price', 'discount', 'stock']) expect(own, name).toContain(`name="${name}"`);
    expect(own).not.toContain(note);
  });
});
