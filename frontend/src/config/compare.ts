// The compare tray's size and what it keeps of a phone (shared by the card's
// button, the tray and the compare page).

/** How many phones can be compared at once. */
export const COMPARE_MAX = 4;

/** A phone in the compare tray: enough to name it before its page is asked for. */
export interface ComparedPhone {
  _id: string;
  title: string;
}
