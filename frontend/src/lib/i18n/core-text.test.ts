import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices as generatedNotices } from '../../generated/core-constants';
import { type DeliveryZone, deliveryZoneLabel, notices, orderStatuses, paymentMethodLabel, paymentStatusLabel } from '../core';
import type { Schema } from '../../types/wire';
import core from './locales/bn/core.json';
import { coreText } from './core-text';
import { activateLanguage } from '.';

const catalog: Record<string, string> = core;

type PaymentStatus = Schema<'PaymentStatusName'>;
type Every<Name extends string, List extends readonly Name[]> = [Exclude<Name, List[number]>] extends [never] ? List : never;

// Typed so that `tsc` fails when the wire (the server's OpenAPI, from the core) gains a name these lists lack.
const PAYMENT_STATUSES = ['awaiting_payment', 'due_on_delivery', 'paid', 'failed', 'expired', 'refund_pending', 'refunded', 'cancelled'] as const;
const paymentStatuses: Every<PaymentStatus, typeof PAYMENT_STATUSES> = PAYMENT_STATUSES;
const ZONES = ['inside_dhaka', 'outside_dhaka'] as const;
const zones: Every<DeliveryZone, typeof ZONES> = ZONES;
/** The methods the core names, older orders' included (no wire type lists them). */
const PAYMENT_METHODS = ['cash_on_delivery', 'bkash', 'nagad', 'card'];

/** The server's `{message}`s a shopper or an admin meets most, as server/src writes them. */
const SERVER_MESSAGES = [
  'Email or password is incorrect',
  'Please sign in first',
  'Your session has expired. Please sign in again',
  'Too many attempts. Please wait a minute and try again.',
  'An account with this email already exists',
  'This username is taken',
  'The current password is not right',
  'Some fields are not valid',
  'Something went wrong on our side. Please try again.',
  "The shop's database is not reachable right now. Please try again in a moment.",
  'Product not found',
  'Order not found',
  'This product is already in your cart',
  'This product is not in your cart',
  'This product is already on your wishlist',
  'Your cart is empty',
  'Only {available} of {title} left in stock; lower the quantity',
  'The total changed to {total} because a price changed. Please check it and place the order again.',
  'Address not found; choose one of your saved addresses',
  'This order is not waiting for a payment',
  'The time to pay this order has passed',
  '{method} cannot be reached right now; please try again in a minute',
  'Only admins can do this',
  'We sent a new confirmation link to {email}',
  'Your e-mail address is confirmed already',
];

/** The core's field errors without values in them (those with values are matched as templates below). */
const FIELD_ERRORS = [
  'This field is required',
  'Enter a valid email address',
  'Enter a valid Bangladeshi mobile number, like 01712345678',
  'Post code must be 4 digits',
  'Must be at least {min} characters',
  'Only {stock} left in stock',
];

function expectBangla(english: string) {
  const bangla = catalog[english];
  expect(bangla, `no Bangla for "${english}" in locales/bn/core.json`).toBeTruthy();
  expect(bangla).not.toBe(english);
}

describe("the Bangla catalog of the core's and the server's texts", () => {
  it("has every notice the core gives, the WASM module's and the generated constants'", () => {
    for (const list of [notices, generatedNotices]) {
      expect(Object.keys(list).length).toBeGreaterThan(0);
      Object.values(list).forEach(expectBangla);
    }
  });

  it('has every order status, payment status, payment method and delivery zone name', () => {
    orderStatuses().forEach(expectBangla);
    paymentStatuses.forEach((status) => expectBangla(paymentStatusLabel(status)));
    PAYMENT_METHODS.forEach((method) => expectBangla(paymentMethodLabel(method)));
    zones.forEach((zone) => expectBangla(deliveryZoneLabel(zone)));
  });

  it("has the server's common messages and the core's field errors", () => {
    [...SERVER_MESSAGES, ...FIELD_ERRORS].forEach(expectBangla);
  });

  it('keeps the same placeholders in each Bangla text as in its English id', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [english, bangla] of Object.entries(catalog)) expect(names(bangla), english).toEqual(names(english));
  });
});

describe('coreText', () => {
  it('shows the text as written in English', () => {
    expect(coreText(notices.cartTitle)).toBe('YOUR SHOPPING CART');
    expect(coreText('Only 3 left in stock')).toBe('Only 3 left in stock');
  });

  describe('in Bangla', () => {
    beforeAll(() => activateLanguage('bn'));
    afterAll(() => activateLanguage('en'));

    it('looks the English wording up', () => {
      expect(coreText(notices.cartTitle)).toBe('আপনার শপিং কার্ট');
      expect(coreText('pending')).toBe('অপেক্ষমাণ');
      expect(coreText(paymentStatusLabel('awaiting_payment'))).toBe('পেমেন্টের অপেক্ষায়');
    });

    it('keeps the values of a text written with numbers or names in it, whole numbers in Bengali digits', () => {
      expect(coreText('Only 3 left in stock')).toBe('স্টকে আছে মাত্র ৩টি');
      expect(coreText('Only 12 left in stock')).toBe('স্টকে আছে মাত্র ১২টি');
      // A name keeps its own digits.
      expect(coreText('Only 2 of Galaxy A55 left in stock; lower the quantity')).toBe('Galaxy A55 স্টকে আছে মাত্র ২টি; পরিমাণ কমান');
    });

    it('falls back to English for a text the catalog lacks, and does not read interface texts as templates', () => {
      expect(coreText('A brand new server message')).toBe('A brand new server message');
      expect(coreText('Delete Samsung')).toBe('Delete Samsung');
    });
  });
});
