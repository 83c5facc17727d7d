import { describe, expect, it } from 'vitest';
import { testProduct } from '@/test-support/test-product';
import { filledProductValues } from '../test-product-values';
import { emptyProductValues, productFormErrors, productRequestBody, serverFormErrors, valuesFromProduct } from './product-form-values';

describe('productFormErrors', () => {
  it('accepts a complete form', () => {
    expect(productFormErrors(filledProductValues)).toEqual({});
  });

  it("shows the core's messages inline, 'Not Acceptable' for a single space", () => {
    const errors = productFormErrors({ ...filledProductValues, title: ' ', description: ' ', discount: ' ', price: '45999.555', stock: '-3', brand: '' });
    expect(errors).toEqual({
      title: 'Not Acceptable',
      description: 'Not Acceptable',
      discount: 'Not Acceptable',
      price: 'Amount can have at most 2 decimals',
      stock: 'Must be a whole number from 0 to 1000000',
      brand: 'This field is required',
    });
  });

  it('refuses text that is not a whole number with the range message', () => {
    expect(productFormErrors({ ...filledProductValues, discount: '12.5', stock: 'many' })).toEqual({
      discount: 'Must be a whole number from 0 to 100',
      stock: 'Must be a whole number from 0 to 1000000',
    });
    expect(productFormErrors({ ...filledProductValues, price: 'abc' }).price).toBe('Amount is not a number');
  });

  it('asks for every spec of an empty form', () => {
    const errors = productFormErrors(emptyProductValues);
    for (const field of ['ramGb', 'romGb', 'batteryMah', 'displayInch', 'cameraMp', 'network', 'processor'] as const) {
      expect(errors[field]).toBe('This field is required');
    }
    expect(productFormErrors({ ...filledProductValues, processor: ' ' }).processor).toBe('Not Acceptable');
  });

  it("checks the specs' ranges with the core, the screen size in inches", () => {
    const errors = productFormErrors({ ...filledProductValues, ramGb: '100', displayInch: '6.75', network: '6G' });
    expect(Object.keys(errors).sort()).toEqual(['displayInch', 'network', 'ramGb']);
    expect(errors.ramGb).toBe('Must be a whole number from 1 to 64');
    expect(productFormErrors({ ...filledProductValues, displayInch: '6.8' })).toEqual({});
  });
});

describe('productRequestBody', () => {
  it('keeps the price as typed text and sends the specs as numbers', () => {
    expect(productRequestBody(filledProductValues, '/api/images/665f1c2e9b1e8a3d4c5b6a70')).toEqual({
      title: 'Galaxy A55 5G (8/256GB)',
      brand: 'Samsung',
      price: '45999.50',
      discount: 10,
      stock: 12,
      description: 'Awesome screen',
      cover: '/api/images/665f1c2e9b1e8a3d4c5b6a70',
      specs: {
        ram_gb: 8,
        rom_gb: 256,
        battery_mah: 5000,
        display_inch: 6.6,
        camera_mp: 50,
        selfie_camera_mp: 32,
        network: '5G',
        processor: 'Exynos 1480',
      },
    });
  });

  it('sends an empty selfie camera as not known and checks a typed one with the core', () => {
    expect(productRequestBody({ ...filledProductValues, selfieCameraMp: ' ' }, '').specs.selfie_camera_mp).toBeNull();
    expect(productFormErrors({ ...filledProductValues, selfieCameraMp: '' })).toEqual({});
    expect(productFormErrors({ ...filledProductValues, selfieCameraMp: '250' })).toEqual({
      selfieCameraMp: 'Must be a whole number from 1 to 200',
    });
  });
});

describe('editing an existing product', () => {
  it('fills the form from the product with the price as plain TK text', () => {
    const values = valuesFromProduct(testProduct({ price: 2_499_900, discount: 5, stock: 7 }));
    expect(values).toMatchObject({ price: '24999.00', discount: '5', stock: '7' });
    expect(productFormErrors(values)).toEqual({});
  });

  it("places the server's 422 field errors on the form's fields", () => {
    expect(
      serverFormErrors([
        { field: 'specs.ramGb', code: 'validation.out_of_range', params: { min: 1, max: 64 }, message: 'Must be a whole number from 1 to 64' },
        { field: 'specs.displayTenths', code: 'validation.out_of_range', params: { min: 2, max: 15 }, message: 'Must be a whole number from 2 to 15' },
        { field: 'cover', code: 'validation.invalid_picture', params: {}, message: 'Upload the picture to the shop first and use its address' },
        { field: 'title', code: 'validation.too_short', params: { min: 2 }, message: 'Must be at least 2 characters' },
      ]),
    ).toEqual({
      ramGb: 'Must be a whole number from 1 to 64',
      displayInch: 'Must be a whole number from 2 to 15',
      cover: 'Upload the picture to the shop first and use its address',
      title: 'Must be at least 2 characters',
    });
  });
});
