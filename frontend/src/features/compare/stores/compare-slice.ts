import type { ShopSlice } from '@/stores/shop-store';
import { NOTICE_MS } from '@/stores/notice-slice';
import { COMPARE_MAX, type ComparedPhone, compareKey } from '@/config/compare';
import { i18n } from '@/lib/i18n';

export interface CompareSlice {
  /** The phones in the compare tray, in the order they were added (kept across reloads). */
  compareTray: ComparedPhone[];
  /** Adds the phone (or variant) when absent (at most `COMPARE_MAX`), removes it when present. */
  toggleCompare: (phone: ComparedPhone) => void;
  /** Takes out the phone or variant of this compare key. */
  removeFromCompare: (key: string) => void;
  /** The tray becomes these phones (the compare page's, after unknown ones were dropped). */
  setCompareTray: (phones: ComparedPhone[]) => void;
}

/** The notice when the tray is full, in the language shown. */
export const compareFullMessage = () => i18n._('You can compare up to {max} phones. Remove one first.', { max: COMPARE_MAX });

export const createCompareSlice: ShopSlice<CompareSlice> = (set, get) => ({
  compareTray: [],
  toggleCompare: (phone) => {
    const tray = get().compareTray;
    const key = compareKey(phone);
    if (tray.some((p) => compareKey(p) === key)) {
      set({ compareTray: tray.filter((p) => compareKey(p) !== key) });
    } else if (tray.length >= COMPARE_MAX) {
      get().showNotice(compareFullMessage(), false, NOTICE_MS);
    } else {
      set({ compareTray: [...tray, trayEntry(phone)] });
    }
  },
  removeFromCompare: (key) => set({ compareTray: get().compareTray.filter((p) => compareKey(p) !== key) }),
  setCompareTray: (phones) => set({ compareTray: phones.slice(0, COMPARE_MAX).map(trayEntry) }),
});

/** What the tray keeps of a phone. */
const trayEntry = ({ _id, title, variant_id, label }: ComparedPhone): ComparedPhone =>
  variant_id ? { _id, title, variant_id, label: label ?? '' } : { _id, title };

/** The tray as kept in the browser, read defensively: anything not a phone is left out. */
export function persistedTray(kept: unknown): ComparedPhone[] {
  const tray = (kept as { compareTray?: unknown } | undefined)?.compareTray;
  return Array.isArray(tray) ? (tray as unknown[]).filter(isTrayPhone).slice(0, COMPARE_MAX) : [];
}

function isTrayPhone(kept: unknown): kept is ComparedPhone {
  const p = kept as Partial<ComparedPhone> | null | undefined;
  return (
    typeof p?._id === 'string' &&
    typeof p.title === 'string' &&
    (p.variant_id == null || typeof p.variant_id === 'string') &&
    (p.label === undefined || typeof p.label === 'string')
  );
}
