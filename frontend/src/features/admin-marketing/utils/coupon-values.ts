import { moneyFromTk, moneyToTkText, parseCount } from '@/lib/core/core';
import type { Coupon, CouponFields, CouponKind } from '../api/coupons';

/**
 * A coupon as its form holds it: numbers as typed (money in whole taka),
 * days as `<input type="date">` gives them (`YYYY-MM-DD`, Dhaka days, the
 * end day included), brands comma-separated, and the phones it is limited
 * to as their page addresses or ids, separated by commas or spaces.
 */
export interface CouponValues {
  code: string;
  kind: CouponKind;
  value: string;
  capTk: string;
  minOrderTk: string;
  freeDelivery: boolean;
  startsOn: string;
  endsOn: string;
  totalUses: string;
  usesPerCustomer: string;
  brands: string;
  phones: string;
}

/** A field whose text cannot be read (the server checks the coupon's terms). */
export type CouponProblem = 'value' | 'cap' | 'minOrder' | 'startsOn' | 'endsOn' | 'totalUses' | 'usesPerCustomer' | 'phones';

/** A phone's id: the last part of its page's address (`/product/<slug>/<id>`). */
const PHONE_ID = /([0-9a-f]{24})\/?$/i;

/** The phones named by page addresses or ids; `undefined` when one names none. */
function phoneIds(text: string): string[] | undefined {
  const ids: string[] = [];
  for (const token of text.split(/[\s,]+/).filter((t) => t !== '')) {
    const id = PHONE_ID.exec(token.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
    if (!id) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

// Bangladesh keeps one offset all year (no daylight saving), so a Dhaka day
// starts at 00:00 +06:00 and every Dhaka midnight is the same UTC hour.
const DHAKA_OFFSET = '+06:00';
const DHAKA_OFFSET_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Dhaka calendar day of a moment, as `YYYY-MM-DD`. */
const dhakaDay = (ms: number) => dayText(ms + DHAKA_OFFSET_MS);

/** 00:00 UTC of a typed day, or `undefined` for text that is not a calendar day (`2026-02-30` neither). */
function dayStart(text: string): number | undefined {
  if (!DAY_TEXT.test(text)) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || dayText(ms) !== text ? undefined : ms;
}

/** 00:00 in Dhaka of a day, as RFC 3339. */
const dhakaMidnight = (dayMs: number) => `${dayText(dayMs)}T00:00:00${DHAKA_OFFSET}`;

/**
 * The last moment a coupon can be used, for showing its last day: it stops
 * at `endsAt`, so a coupon ending at midnight was last usable the day before.
 */
export const lastMoment = (endsAt: string) => new Date(Date.parse(endsAt) - 1).toISOString();

/** A new coupon's form: a percentage off, from today (in Dhaka), for every phone, without limits. */
export function blankCoupon(now: Date = new Date()): CouponValues {
  return {
    code: '',
    kind: 'percent',
    value: '',
    capTk: '',
    minOrderTk: '',
    freeDelivery: false,
    startsOn: dhakaDay(now.getTime()),
    endsOn: '',
    totalUses: '',
    usesPerCustomer: '',
    brands: '',
    phones: '',
  };
}

/** Poisha as the taka a money field shows: `500` (an amount with poisha keeps them, `500.50`, and is refused when sent). */
function tkText(poisha: number): string {
  const text = moneyToTkText(poisha);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const optional = <T>(value: T | null | undefined, show: (value: T) => string) => (value == null ? '' : show(value));

/** A stored coupon as its form shows it. */
export function couponValues(coupon: Coupon): CouponValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'amount' ? tkText(coupon.value) : String(coupon.value),
    capTk: optional(coupon.cap, tkText),
    minOrderTk: optional(coupon.minOrder, tkText),
    freeDelivery: coupon.freeDelivery,
    startsOn: dhakaDay(Date.parse(coupon.startsAt)),
    endsOn: dhakaDay(Date.parse(lastMoment(coupon.endsAt))),
    totalUses: optional(coupon.totalUses, String),
    usesPerCustomer: optional(coupon.usesPerCustomer, String),
    brands: coupon.brands.join(', '),
    phones: coupon.products.join(', '),
  };
}

/** A typed whole number that is not negative, read by the core. */
function count(text: string): number | undefined {
  const value = parseCount(text);
  return value === undefined || value < 0 ? undefined : value;
}

/** Typed whole taka as poisha, converted by the core (which refuses an amount too large to hold). */
function wholeTk(text: string): number | undefined {
  const tk = count(text);
  if (tk === undefined) return undefined;
  try {
    return moneyFromTk(tk);
  } catch {
    return undefined;
  }
}

/**
 * The request for the typed values, or the fields whose text cannot be read:
 * money in whole taka, counts as whole numbers, days as calendar days. An
 * empty optional field is no limit. The first day starts at its midnight in
 * Dhaka, the last day ends at the next midnight. The server checks the terms.
 */
export function couponRequest(values: CouponValues): { request: CouponFields | null; problems: CouponProblem[] } {
  const problems: CouponProblem[] = [];
  const read = <T>(field: CouponProblem, text: string, reader: (text: string) => T | undefined): T | undefined => {
    const value = reader(text.trim());
    if (value === undefined) problems.push(field);
    return value;
  };
  const readOptional = <T>(field: CouponProblem, text: string, reader: (text: string) => T | undefined): T | null =>
    text.trim() === '' ? null : (read(field, text, reader) ?? null);

  const value = read('value', values.value, values.kind === 'amount' ? wholeTk : count);
  const cap = values.kind === 'percent' ? readOptional('cap', values.capTk, wholeTk) : null;
  const minOrder = readOptional('minOrder', values.minOrderTk, wholeTk);
  const starts = read('startsOn', values.startsOn, dayStart);
  const ends = read('endsOn', values.endsOn, dayStart);
  const totalUses = readOptional('totalUses', values.totalUses, count);
  const usesPerCustomer = readOptional('usesPerCustomer', values.usesPerCustomer, count);
  const products = read('phones', values.phones, phoneIds);
  if (problems.length > 0 || value === undefined || starts === undefined || ends === undefined || products === undefined) {
    return { request: null, problems };
  }
  return {
    request: {
      code: values.code.trim(),
      kind: values.kind,
      value,
      cap,
      minOrder,
      freeDelivery: values.freeDelivery,
      startsAt: dhakaMidnight(starts),
      endsAt: dhakaMidnight(ends + DAY_MS),
      totalUses,
      usesPerCustomer,
      brands: values.brands
        .split(',')
        .map((brand) => brand.trim())
        .filter((brand) => brand !== ''),
      products,
    },
    problems,
  };
}
