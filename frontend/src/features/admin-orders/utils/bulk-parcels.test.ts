import { describe, expect, it } from 'vitest';
import { testOrder } from '@/test-support/test-order';
import { isPacked, packedBookings, parcelsOf } from './bulk-parcels';

const confirmed = { order_status_type: 'confirmed' } as const;
const a1 = testOrder({ ...confirmed, _id: 'a1', checkout_id: 'A', quantity: 2 });
const b1 = testOrder({ ...confirmed, _id: 'b1', checkout_id: 'B', quantity: 1 });
const a2 = testOrder({ ...confirmed, _id: 'a2', checkout_id: 'A', quantity: 1 });
const shipped = testOrder({ _id: 's1', checkout_id: 'S', order_status_type: 'shipped' });

describe('bulk parcels', () => {
  it('groups the confirmed orders by checkout, each where its first order came', () => {
    expect(parcelsOf([a1, b1, shipped, a2])).toEqual([
      { checkoutId: 'A', orders: [a1, a2] },
      { checkoutId: 'B', orders: [b1] },
    ]);
  });

  it('books only the parcels with every phone’s first IMEI typed, trimmed, without empty second IMEIs', () => {
    const [a, b] = parcelsOf([a1, b1, a2]);
    const imeis = {
      a1: [
        [' 356938035643809 ', ''],
        ['356938035643817', '356938035643825'],
      ],
      a2: [['490154203237518', '']],
      b1: [['', '356938035643833']],
    };
    expect(isPacked(a!, imeis)).toBe(true);
    expect(isPacked(b!, imeis)).toBe(false);
    expect(isPacked(a!, { a1: imeis.a1 })).toBe(false);
    expect(packedBookings([a!, b!], imeis)).toEqual([
      {
        checkout_id: 'A',
        packing: [
          { order_id: 'a1', handsets: [['356938035643809'], ['356938035643817', '356938035643825']] },
          { order_id: 'a2', handsets: [['490154203237518']] },
        ],
      },
    ]);
  });
});
