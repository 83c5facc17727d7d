import { afterEach, describe, expect, it } from 'vitest';
import { useShopStore } from '@/stores/shop-store';
import { addedNotice, deletedNotice, renamedNotice, updatedNotice } from './change-notices';

afterEach(async () => {
  await useShopStore.getState().chooseLanguage('en');
});

const several = ['Galaxy A55', 'Redmi 13', 'Nord CE4'];

describe("an admin's change notices", () => {
  it('name what was added, updated, renamed or deleted, and count several phones deleted', () => {
    expect(addedNotice('Galaxy A55')).toBe('Galaxy A55 added');
    expect(updatedNotice('Galaxy A55')).toBe('Galaxy A55 updated');
    expect(renamedNotice('Walton', 'Walton BD')).toBe('Walton renamed to Walton BD');
    expect(deletedNotice(['Galaxy A55'])).toBe('Galaxy A55 deleted');
    expect(deletedNotice(several)).toBe('3 products deleted');
  });

  it('are in Bangla, with Bengali digits, when Bangla is shown', async () => {
    await useShopStore.getState().chooseLanguage('bn');
    const named = [addedNotice('Galaxy A55'), updatedNotice('Galaxy A55'), deletedNotice(['Galaxy A55'])];
    for (const notice of named) {
      expect(notice).toContain('Galaxy A55');
      expect(notice).not.toMatch(/added|updated|deleted/);
    }
    expect(new Set(named).size).toBe(3);
    const renamed = renamedNotice('Walton', 'Walton BD');
    expect(renamed).toMatch(/^Walton\b.*Walton BD$/);
    expect(renamed).not.toContain('renamed');
    expect(deletedNotice(several)).toContain('৩');
    expect(deletedNotice(several)).not.toMatch(/3|products|deleted/);
  });
});
