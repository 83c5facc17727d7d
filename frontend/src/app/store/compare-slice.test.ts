import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareKey } from '@/config/compare';
import { compareFullMessage } from '@/features/compare/stores/compare-slice';
import { stubStorage } from '@/test-support/fetch-stub';
import { createShopStore } from '.';

const phone = (n: number) => ({ _id: `id${n}`, title: `Phone ${n}` });
const KEY = 'phonebazar';

afterEach(() => vi.unstubAllGlobals());

describe('compare slice', () => {
  it('holds at most four phones; a fifth is refused with a notice', () => {
    stubStorage();
    const store = createShopStore();
    for (const n of [1, 2, 3, 4, 5]) store.getState().toggleCompare(phone(n));
    expect(store.getState().compareTray.map((p) => p._id)).toEqual(['id1', 'id2', 'id3', 'id4']);
    expect(store.getState().notice).toMatchObject({ message: compareFullMessage(), isOpen: true, isSucceed: false });
    store.getState().toggleCompare(phone(2));
    store.getState().removeFromCompare('id4');
    store.getState().toggleCompare(phone(5));
    expect(store.getState().compareTray.map((p) => p._id)).toEqual(['id1', 'id3', 'id5']);
  });

  it('holds variants of one phone apart, each named by its label', () => {
    stubStorage();
    const store = createShopStore();
    const blue = { _id: 'id1', title: 'Phone 1', variant_id: 'v1', label: '8/128 GB · Blue' };
    const black = { ...blue, variant_id: 'v2', label: '8/256 GB · Black' };
    store.getState().toggleCompare(blue);
    store.getState().toggleCompare(black);
    store.getState().toggleCompare(phone(1));
    expect(store.getState().compareTray.map(compareKey)).toEqual(['id1~v1', 'id1~v2', 'id1']);
    store.getState().removeFromCompare('id1~v1');
    store.getState().toggleCompare(black);
    expect(store.getState().compareTray).toEqual([phone(1)]);
  });

  it('keeps only the tray (and the language), with a version, and restores it after a reload', () => {
    const items = stubStorage();
    const store = createShopStore();
    store.getState().toggleCompare({ ...phone(1), price: 5 } as ReturnType<typeof phone>);
    store.getState().toggleSidebar(true);
    expect(JSON.parse(items.get(KEY) ?? 'null')).toEqual({ state: { compareTray: [phone(1)], language: 'en' }, version: 2 });
    const reloaded = createShopStore();
    expect(reloaded.getState().compareTray).toEqual([phone(1)]);
    expect(reloaded.getState().ui.sidebarOpen).toBe(false);
  });

  it('reads a kept tray defensively', () => {
    const items = stubStorage();
    const kept = [phone(1), { _id: 7 }, 'x', { ...phone(9), variant_id: 9 }, phone(2), phone(3), phone(4), phone(5)];
    items.set(KEY, JSON.stringify({ state: { compareTray: kept }, version: 1 }));
    expect(
      createShopStore()
        .getState()
        .compareTray.map((p) => p._id),
    ).toEqual(['id1', 'id2', 'id3', 'id4']);
    items.set(KEY, JSON.stringify({ state: { compareTray: 'nope' }, version: 1 }));
    expect(createShopStore().getState().compareTray).toEqual([]);
  });

  it('becomes the compared phones once unknown ones are dropped', () => {
    stubStorage();
    const store = createShopStore();
    for (const n of [1, 2, 3]) store.getState().toggleCompare(phone(n));
    store.getState().setCompareTray([phone(3), phone(1)]);
    expect(store.getState().compareTray).toEqual([phone(3), phone(1)]);
  });
});
