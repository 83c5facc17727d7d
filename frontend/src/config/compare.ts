// The compare tray's size and what it keeps of a phone (shared by the card's
// button, the tray and the compare page).

import { compareMax } from '@/generated/core-constants';

/** How many phones can be compared at once: the core's rule (generated constant). */
export const COMPARE_MAX = compareMax;

/** A phone in the compare tray: enough to name it before its page is asked for. */
export interface ComparedPhone {
  _id: string;
  title: string;
  /** The variant compared (its storage, colour, edition); none compares the phone as its page opens. */
  variant_id?: string | null;
  /** The variant's label, e.g. `8/256 GB · Blue`. */
  label?: string;
}

/** Separates a phone's id from its variant's in a compare address (`/compare?ids=phone~variant`). */
export const VARIANT_MARK = '~';

/** What names one compared phone or variant, in the tray and the compare address. */
export const compareKey = (phone: Pick<ComparedPhone, '_id' | 'variant_id'>): string =>
  phone.variant_id ? `${phone._id}${VARIANT_MARK}${phone.variant_id}` : phone._id;

/** A compared phone's name with its variant, e.g. `Galaxy A55 · 8/256 GB · Blue`. */
export const comparedName = (phone: Pick<ComparedPhone, 'title' | 'label'>): string => (phone.label ? `${phone.title} · ${phone.label}` : phone.title);
