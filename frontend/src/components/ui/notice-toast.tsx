import { useShallow } from 'zustand/react/shallow';
import { useShopStore } from '@/stores/shop-store';
import { useI18n } from '@/lib/i18n';

/** The action notice of the contract: success or failure, closable, auto-hiding when asked. */
export function NoticeToast() {
  const i18n = useI18n();
  const { notice, closeNotice } = useShopStore(useShallow((s) => ({ notice: s.notice, closeNotice: s.closeNotice })));
  if (!notice.isOpen) return null;
  return (
    <div className={`notice ${notice.isSucceed ? 'notice--ok' : 'notice--fail'}`} role="status" aria-live="polite">
      <span>{notice.message}</span>
      <button type="button" className="notice__close" onClick={closeNotice} aria-label={i18n._('Close notice')}>
        ×
      </button>
    </div>
  );
}
