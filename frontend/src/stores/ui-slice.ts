import type { ShopSlice } from './shop-store';

/**
 * The contract's UI toggles that this app has: the filter sidebar (on phones it
 * folds away; the search box is always shown, so it needs no toggle), and
 * whether a page's code is being fetched before a navigation.
 */
export interface UiState {
  sidebarOpen: boolean;
  pageLoading: boolean;
}

export interface UiSlice {
  ui: UiState;
  toggleSidebar: (open?: boolean) => void;
  setPageLoading: (loading: boolean) => void;
}

export const createUiSlice: ShopSlice<UiSlice> = (set, get) => ({
  ui: { sidebarOpen: false, pageLoading: false },
  toggleSidebar: (open) => set({ ui: { ...get().ui, sidebarOpen: open ?? !get().ui.sidebarOpen } }),
  setPageLoading: (pageLoading) => set({ ui: { ...get().ui, pageLoading } }),
});
