import type { ShopSlice } from '@/stores/shop-store';
import { NOTICE_MS } from '@/stores/notice-slice';
import { COMPARE_MAX, type ComparedPhone } from '@/config/compare';
import { i18n } from '@/lib/i18n';

export interface CompareSlice {
  /** The phones in the compare tray, in the order they were added (kept across reloads). */
  compareTray: ComparedPhone[];
  /** Adds the phone when absent (at most `COMPARE_MAX`), removes it when present. */
  toggleCompare: (phone: ComparedPhone) => void;
  removeFromCompare: (productId: string) => void;
  /** The tray becomes these phones (the compare page's, after unknown ones were dropped). */
  setCompareTray: (phones: ComparedPhone[]) => void;
}

/** The notice when the tray is full, in the language shown. */
export const compareFullMessage = () => i18n._('You can compare up to {max} phones. Remove one first.', { max: COMPARE_MAX });

export const createCompareSlice: ShopSlice<CompareSlice> = (set, get) => ({
  compareTray: [],
  toggleCompare: (phone) => {
    const tray = get().compareTray;
    if (tray.some((p) => p._id === phone._id)) {
      set({ compareTray: tray.filter((p) => p._id !== phone._id) });
    } else if (tray.length >= COMPARE_MAX) {
      get().showNotice(compareFullMessage(), false, NOTICE_MS);
    } else {
      set({ compareTray: [...tray, { _id: phone._id, title: phone.title }] });
    }
  },
  removeFromCompare: (productId) => set({ compareTray: get().compareTray.filter((p) => p._id !== productId) }),
  setCompareTray: (phones) => set({ compareTray: phones.slice(0, COMPARE_MAX).map(({ _id, title }) => ({ _id, title })) }),
});

/** The tray as kept in the browser, read defensively: anything not a phone is left out. */
export function persistedTray(kept: unknown): ComparedPhone[] {
  const tray = (kept as { compareTray?: unknown } | undefined)?.compareTray;
  return Array.isArray(tray)
    ? tray.filter((p: ComparedPhone) => typeof p?._id === 'string' && typeof p.title === 'string').slice(0, COMPARE_MAX)
    : [];
}
