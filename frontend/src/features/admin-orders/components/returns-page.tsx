import { useCallback } from 'react';
import { useResource } from '@/lib/hooks/use-resource';
import { returnStatusText } from '@/lib/format/payment-text';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { listReturns, RETURN_STATUSES, type Return, type ReturnStatus } from '../api/returns';
import { usePageParams } from '@/components/admin/use-page-params';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { ReturnRow } from './return-row';

/** `returns`: the phones customers send back, newest first, filtered by status (kept in the address), each with its next steps. */
export function ReturnsPage() {
  const i18n = useI18n();
  const format = useFormat();
  const { filter, go } = usePageParams('status');
  const status = (RETURN_STATUSES as readonly string[]).includes(filter) ? (filter as ReturnStatus) : '';

  const load = useCallback((signal: AbortSignal) => listReturns(status, signal), [status]);
  const returns = useResource(load, i18n._('Could not load the returns'));
  const { setData } = returns;
  // A step answers the whole return: it replaces its row where it stands, even if the filter no longer matches.
  const replace = useCallback((changed: Return) => setData((data) => data.map((r) => (r._id === changed._id ? changed : r))), [setData]);

  return (
    <AdminPage
      title={i18n._('Returns')}
      actions={
        <button type="button" className="button" onClick={returns.reload} disabled={returns.loading}>
          {i18n._('Refresh')}
        </button>
      }
    >
      <div className="admin-toolbar">
        <label className="admin-inline-field">
          {i18n._('Return status')}
          <select value={status} onChange={(e) => go({ filter: e.target.value })}>
            <option value="">{i18n._('All')}</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {returnStatusText(s, format)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadStatus resource={returns} />
      {returns.data &&
        !returns.error &&
        (returns.data.length === 0 ? (
          <p className="empty">{status ? i18n._('No returns with this status') : i18n._('No returns yet')}</p>
        ) : (
          <ul className="admin-returns">
            {returns.data.map((r) => (
              <ReturnRow key={r._id} request={r} onChanged={replace} />
            ))}
          </ul>
        ))}
    </AdminPage>
  );
}
