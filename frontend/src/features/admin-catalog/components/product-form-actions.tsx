import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';

interface ProductFormActionsProps {
  busy: boolean;
  /** Why the last save failed, shown beside the Save button where the admin is looking. */
  failure: string | null;
  /** Given after a 409: loads the product as it is now (the form's changes are dropped). */
  onReload?: () => void;
  /** The save button's text; the product form's by default. */
  saveLabel?: string;
  /** Buttons before Save (the variant grid's "Add a variant"); with them, no Cancel link. */
  children?: ReactNode;
}

/** A product form's footer: why the last save failed (with a reload after a 409), and its buttons. */
export function ProductFormActions({ busy, failure, onReload, saveLabel, children }: ProductFormActionsProps) {
  const i18n = useI18n();
  return (
    <div className="admin-form__footer">
      {failure && (
        <div role="alert" className="alert admin-alert">
          <span>{failure}</span>
          {onReload && (
            <button type="button" className="button" onClick={onReload}>
              {i18n._('Reload the product')}
            </button>
          )}
        </div>
      )}
      <div className="admin-form__actions">
        {children}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? i18n._('Saving…') : (saveLabel ?? i18n._('Save product'))}
        </button>
        {!children && (
          <Link to={paths.adminProducts} className="button">
            {i18n._('Cancel')}
          </Link>
        )}
      </div>
    </div>
  );
}
