// The compare tray's size and what it keeps of a phone (shared by the card's
// button, the tray and the compare page).

import { compareMax } from '@/generated/core-constants';

/** How many phones can be compared at once: the core's rule (generated constant). */
export const COMPARE_MAX = compareMax;

/** A phone in the compare tray: enough to name it before its page is asked for. */
export interface ComparedPhone {
  _id: string;
  title: string;
}
