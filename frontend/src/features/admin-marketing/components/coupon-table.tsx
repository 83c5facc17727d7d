import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import type { Coupon } from '../api/coupons';
import { lastMoment } from '../utils/coupon-values';

interface CouponTableProps {
  coupons: Coupon[];
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

/** The coupons with their terms and how often each was used, newest first. */
export function CouponTable({ coupons, onEdit, onDelete }: CouponTableProps) {
  const i18n = useI18n();
  const format = useFormat();
  const money = (poisha: number | null | undefined) => (poisha == null ? '—' : format.money(poisha));
  const off = (c: Coupon) => (c.kind === 'percent' ? i18n._('{percent}%', { percent: format.count(c.value) }) : format.money(c.value));
  const uses = (c: Coupon) =>
    c.totalUses == null
      ? i18n._('{uses} / no limit', { uses: format.count(c.uses) })
      : i18n._('{uses} / {total}', { uses: format.count(c.uses), total: format.count(c.totalUses) });
  const appliesTo = (c: Coupon) => {
    const parts = [...c.brands];
    if (c.products.length > 0) parts.push(i18n._('{count} chosen phones', { count: format.count(c.products.length) }));
    return parts.length === 0 ? i18n._('Every phone') : parts.join(', ');
  };

  return (
    <div className="admin-card admin-coupons">
      <table className="data-table" aria-label={i18n._('Coupons')}>
        <thead>
          <tr>
            <th scope="col">{i18n._('Code')}</th>
            <th scope="col">{i18n._('Takes off')}</th>
            <th scope="col">{i18n._('Cap')}</th>
            <th scope="col">{i18n._('Minimum order')}</th>
            <th scope="col">{i18n._('Free delivery')}</th>
            <th scope="col">{i18n._('Period')}</th>
            <th scope="col">{i18n._('Uses')}</th>
            <th scope="col">{i18n._('Per customer')}</th>
            <th scope="col">{i18n._('Applies to')}</th>
            <th scope="col">{i18n._('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c._id}>
              <th scope="row">
                <code>{c.code}</code>
              </th>
              <td>{off(c)}</td>
              <td>{c.kind === 'percent' ? money(c.cap) : '—'}</td>
              <td>{money(c.minOrder)}</td>
              <td>{c.freeDelivery ? i18n._('Yes') : i18n._('No')}</td>
              <td>{i18n._('{start} to {end}', { start: format.day(c.startsAt), end: format.day(lastMoment(c.endsAt)) })}</td>
              <td>{uses(c)}</td>
              <td>{c.usesPerCustomer == null ? i18n._('No limit') : format.count(c.usesPerCustomer)}</td>
              <td>{appliesTo(c)}</td>
              <td>
                <div className="actions">
                  <button type="button" className="button" aria-label={i18n._('Edit {code}', { code: c.code })} onClick={() => onEdit(c)}>
                    {i18n._('Edit')}
                  </button>
                  <button type="button" className="button button--danger" aria-label={i18n._('Delete {code}', { code: c.code })} onClick={() => onDelete(c)}>
                    {i18n._('Delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
