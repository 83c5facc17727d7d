import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../test-support/test-order';
import { OrderDetailsView } from './order-details-page';

const order = testOrder({ payment_status: 'paid', shipping_id: { ...testOrder().shipping_id, apartment_suit: '4B' } });

const render = (onCancel?: () => void, shown = order) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OrderDetailsView order={shown} onCancel={onCancel} />
    </MemoryRouter>,
  );
/** What a reader sees: the markup without its tags and attributes. */
const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('OrderDetailsView', () => {
  it('shows every field of the spec with money from the core', () => {
    const seen = text(render());
    for (const shown of ['Walton Primo H10 (4/64GB)', 'pending', '12,999.00 TK', '25,998.00 TK', 'bKash', '01712345678', 'Dhanmondi', '1205', '23 Nov 2026', 'Voucher', 'Track Order']) {
      expect(seen).toContain(shown);
    }
  });

  it('offers cancelling only when the lifecycle allows it', () => {
    expect(render(() => undefined)).toContain('Cancel order');
    expect(render()).not.toContain('Cancel order');
    const shipped = testOrder({ order_status_type: 'shipped', next_statuses: ['delivered'] });
    expect(render(() => undefined, shipped)).not.toContain('Cancel order');
  });
});
