import { describe, expect, it } from 'vitest';
import type { Coupon } from '../api/coupons';
import { blankCoupon, couponRequest, couponValues, lastMoment } from './coupon-values';

// 21 Nov 2026, 00:30 in Dhaka: the 21st there, still the 20th in UTC.
const AFTER_MIDNIGHT = new Date('2026-11-20T18:30:00Z');

const typed = { ...blankCoupon(AFTER_MIDNIGHT), code: 'eid-25 ', value: '10', startsOn: '2026-11-25', endsOn: '2026-11-30' };

describe('a coupon form', () => {
  it('starts a new coupon on the day it is in Dhaka, as a percentage for every phone without limits', () => {
    expect(blankCoupon(AFTER_MIDNIGHT)).toEqual({
      code: '',
      kind: 'percent',
      value: '',
      capTk: '',
      minOrderTk: '',
      freeDelivery: false,
      startsOn: '2026-11-21',
      endsOn: '',
      totalUses: '',
      usesPerCustomer: '',
      brands: '',
      phones: '',
    });
  });

  it('sends a percentage with money in poisha and the Dhaka days from the first midnight to the midnight after the last day', () => {
    const values = { ...typed, capTk: '500', minOrderTk: '20000', freeDelivery: true, totalUses: '100', usesPerCustomer: '1', brands: ' Samsung, ,Xiaomi ' };
    expect(couponRequest(values)).toEqual({
      request: {
        code: 'eid-25',
        kind: 'percent',
        value: 10,
        cap: 50_000,
        minOrder: 2_000_000,
        freeDelivery: true,
        startsAt: '2026-11-25T00:00:00+06:00',
        endsAt: '2026-12-01T00:00:00+06:00',
        totalUses: 100,
        usesPerCustomer: 1,
        brands: ['Samsung', 'Xiaomi'],
        products: [],
      },
      problems: [],
    });
  });

  it('sends an amount in poisha, empty limits as none, and no cap (a cap only bounds a percentage)', () => {
    const { request } = couponRequest({ ...typed, kind: 'amount', value: '500', capTk: '300', endsOn: '2026-12-31' });
    expect(request).toMatchObject({ kind: 'amount', value: 50_000, cap: null, minOrder: null, totalUses: null, usesPerCustomer: null, brands: [] });
    expect(request?.endsAt).toBe('2027-01-01T00:00:00+06:00');
  });

  it('names the fields it cannot read and sends nothing', () => {
    const values = {
      ...typed,
      kind: 'amount' as const,
      value: '499.50',
      minOrderTk: '-100',
      startsOn: '2026-02-30',
      endsOn: '',
      totalUses: 'ten',
      usesPerCustomer: '1.5',
    };
    expect(couponRequest(values)).toEqual({
      request: null,
      problems: ['value', 'minOrder', 'startsOn', 'endsOn', 'totalUses', 'usesPerCustomer'],
    });
    expect(couponRequest({ ...typed, value: '', capTk: '12.5' }).problems).toEqual(['value', 'cap']);
  });

  it('leaves the rules of the terms to the server', () => {
    // 0% and a period that ends before it starts are read; the core refuses them on the server.
    const { request } = couponRequest({ ...typed, value: '0', startsOn: '2026-12-10', endsOn: '2026-12-01', totalUses: '0' });
    expect(request).toMatchObject({ value: 0, totalUses: 0, startsAt: '2026-12-10T00:00:00+06:00', endsAt: '2026-12-02T00:00:00+06:00' });
  });

  it('shows a stored coupon as it was typed, and sends it back unchanged', () => {
    const coupon: Coupon = {
      _id: 'c1',
      code: 'EID-25',
      kind: 'amount',
      value: 50_000,
      cap: null,
      minOrder: 1_500_000,
      freeDelivery: true,
      // As the server may answer it: in UTC.
      startsAt: '2026-11-24T18:00:00Z',
      endsAt: '2026-11-30T18:00:00Z',
      totalUses: 200,
      usesPerCustomer: null,
      brands: ['Samsung', 'Apple'],
      products: ['665f1c2e9b1e8a3d4c5b6a71'],
      uses: 12,
    };
    const values = couponValues(coupon);
    expect(values).toEqual({
      code: 'EID-25',
      kind: 'amount',
      value: '500',
      capTk: '',
      minOrderTk: '15000',
      freeDelivery: true,
      startsOn: '2026-11-25',
      endsOn: '2026-11-30',
      totalUses: '200',
      usesPerCustomer: '',
      brands: 'Samsung, Apple',
      phones: '665f1c2e9b1e8a3d4c5b6a71',
    });
    expect(couponRequest(values).request).toEqual({
      ...coupon,
      _id: undefined,
      uses: undefined,
      startsAt: '2026-11-25T00:00:00+06:00',
      endsAt: '2026-12-01T00:00:00+06:00',
    });
  });

  it('shows a percentage and its cap, and an end inside a day as that day', () => {
    const coupon: Coupon = {
      ...{ _id: 'c2', code: 'TEN', kind: 'percent', value: 10, cap: 100_000, freeDelivery: false, brands: [], products: [], uses: 0 },
      startsAt: '2026-11-25T00:00:00+06:00',
      endsAt: '2026-11-30T18:30:00+06:00',
    };
    expect(couponValues(coupon)).toMatchObject({ value: '10', capTk: '1000', minOrderTk: '', totalUses: '', endsOn: '2026-11-30' });
  });

  it('gives the last moment a coupon can be used', () => {
    expect(lastMoment('2026-12-01T00:00:00+06:00')).toBe('2026-11-30T17:59:59.999Z');
  });

  it('reads the phones from their page addresses or ids, and names a token that is neither', () => {
    const values = {
      ...typed,
      phones: 'https://shop.example/product/galaxy-a55/665F1C2E9B1E8A3D4C5B6A70?tab=specs, 665f1c2e9b1e8a3d4c5b6a71 /product/x/665f1c2e9b1e8a3d4c5b6a70',
    };
    expect(couponRequest(values).request?.products).toEqual(['665f1c2e9b1e8a3d4c5b6a70', '665f1c2e9b1e8a3d4c5b6a71']);
    expect(couponRequest({ ...values, phones: 'galaxy a55' }).problems).toEqual(['phones']);
  });
});
