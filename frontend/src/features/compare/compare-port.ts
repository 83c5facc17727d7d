import { compareKey } from '@/config/compare';
import type { ComparePort } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';

/** What the compare tray offers other features and shared widgets (app/store binds it). */
export const comparePort: ComparePort = {
  useHolds: (key) => useShopStore((s) => s.compareTray.some((phone) => compareKey(phone) === key)),
  toggle: (phone) => useShopStore.getState().toggleCompare(phone),
};
