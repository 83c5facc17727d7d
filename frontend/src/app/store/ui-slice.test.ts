import { describe, expect, it } from 'vitest';
import { createShopStore } from '.';

describe('ui slice', () => {
  it('starts closed and idle, toggles the sidebar and sets it explicitly', () => {
    const store = createShopStore();
    expect(store.getState().ui).toEqual({ sidebarOpen: false, pageLoading: false });
    store.getState().toggleSidebar();
    expect(store.getState().ui.sidebarOpen).toBe(true);
    store.getState().toggleSidebar();
    expect(store.getState().ui.sidebarOpen).toBe(false);
    store.getState().toggleSidebar(true);
    store.getState().setPageLoading(true);
    expect(store.getState().ui).toEqual({ sidebarOpen: true, pageLoading: true });
  });
});
