import { describe, expect, it } from 'vitest';
import type { ReturnStatus } from '../api/returns';
import { returnActions, stepRequest } from './return-actions';

describe('the actions of a return', () => {
  const after = (...next_statuses: ReturnStatus[]) => returnActions({ next_statuses });

  it('offers one button per step the server allows, receiving as back to stock or written off', () => {
    expect(after('accepted', 'refused')).toEqual(['accept', 'refuse']);
    expect(after('picked_up')).toEqual(['pick_up']);
    expect(after('received')).toEqual(['restock', 'write_off']);
    expect(after('refunded')).toEqual(['refund']);
    expect(after()).toEqual([]);
  });

  it('sends the step with the note, and whether a received phone goes back to stock', () => {
    expect(stepRequest('accept', '')).toEqual({ status: 'accepted', note: '' });
    expect(stepRequest('refuse', 'Screen was cracked by a fall')).toEqual({ status: 'refused', note: 'Screen was cracked by a fall' });
    expect(stepRequest('pick_up', 'Courier slip 42')).toEqual({ status: 'picked_up', note: 'Courier slip 42' });
    expect(stepRequest('restock', '')).toEqual({ status: 'received', note: '', restock: true });
    expect(stepRequest('write_off', 'Water damage')).toEqual({ status: 'received', note: 'Water damage', restock: false });
  });
});
