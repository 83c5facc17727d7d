import type { ShopSlice } from './shop-store';

/** How long the cart and wishlist notices stay up. */
export const NOTICE_MS = 2500;

export interface Notice {
  message: string;
  isOpen: boolean;
  isSucceed: boolean;
}

export interface NoticeSlice {
  notice: Notice;
  /** Shows a notice; with `hideAfterMs` it closes by itself (contract §4: caller-supplied delay). */
  showNotice: (message: string, isSucceed: boolean, hideAfterMs?: number) => void;
  closeNotice: () => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const createNoticeSlice: ShopSlice<NoticeSlice> = (set) => ({
  notice: { message: '', isOpen: false, isSucceed: true },
  showNotice: (message, isSucceed, hideAfterMs) => {
    clearTimeout(hideTimer);
    set({ notice: { message, isOpen: true, isSucceed } });
    if (hideAfterMs !== undefined) {
      hideTimer = setTimeout(() => set((s) => ({ notice: { ...s.notice, isOpen: false } })), hideAfterMs);
    }
  },
  closeNotice: () => set((s) => ({ notice: { ...s.notice, isOpen: false } })),
});
