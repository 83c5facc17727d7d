import { useState } from 'react';
import { useShopStore } from '@/stores/shop-store';
import { useResource } from '@/lib/hooks/use-resource';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';
import { type Coupon, deleteCoupon, listCoupons } from '../api/coupons';
import { blankCoupon, couponValues } from '../utils/coupon-values';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { CouponForm } from './coupon-form';
import { CouponTable } from './coupon-table';
import { LoadStatus } from '@/components/admin/load-status';

interface Deletion {
  coupon: Coupon;
  busy: boolean;
  error: string | null;
}

/** `coupons`: the codes shoppers type at checkout for a percentage or an amount off, or free delivery. */
export function CouponsPage() {
  const i18n = useI18n();
  const showNotice = useShopStore((s) => s.showNotice);
  const coupons = useResource(listCoupons, i18n._('Could not load the coupons'));
  const [editing, setEditing] = useState<Coupon | null>(null);
  // A new form after each added coupon, so the next one starts blank.
  const [added, setAdded] = useState(0);
  const [deletion, setDeletion] = useState<Deletion | null>(null);

  const saved = (coupon: Coupon) => {
    if (!editing) setAdded((n) => n + 1);
    setEditing(null);
    coupons.reload();
    showNotice(i18n._('Coupon {code} saved', { code: coupon.code }), true, 4000);
  };

  const confirmDelete = async () => {
    if (!deletion) return;
    setDeletion({ ...deletion, busy: true, error: null });
    try {
      await deleteCoupon(deletion.coupon._id);
      if (editing?._id === deletion.coupon._id) setEditing(null);
      setDeletion(null);
      coupons.reload();
    } catch (error) {
      setDeletion({ ...deletion, busy: false, error: messageOf(error, i18n._('Could not delete the coupon')) });
    }
  };

  return (
    <AdminPage title={i18n._('Coupons')}>
      <p className="muted">{i18n._('Shoppers type a code at checkout; one coupon per checkout.')}</p>
      <LoadStatus resource={coupons} />
      {coupons.data && (
        <>
          {coupons.data.length === 0 ? (
            <p className="empty">{i18n._('No coupons yet')}</p>
          ) : (
            <CouponTable coupons={coupons.data} onEdit={setEditing} onDelete={(coupon) => setDeletion({ coupon, busy: false, error: null })} />
          )}
          <CouponForm
            key={editing?._id ?? `new-${added}`}
            editing={editing}
            initial={editing ? couponValues(editing) : blankCoupon()}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </>
      )}
      {deletion && (
        <ConfirmDialog
          title={i18n._('Delete the coupon {code}?', { code: deletion.coupon.code })}
          message={i18n._('Shoppers can no longer use it. Orders that used it keep their discount.')}
          confirmLabel={i18n._('Delete coupon')}
          busy={deletion.busy}
          error={deletion.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeletion(null)}
        />
      )}
    </AdminPage>
  );
}
