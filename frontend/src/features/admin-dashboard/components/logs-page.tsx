import { useCallback, useState } from 'react';
import { listLogs } from '../api/list-logs';
import { useResource } from '@/lib/hooks/use-resource';
import type { LogFilter } from '@/types/admin';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadStatus } from '@/components/admin/load-status';
import { LogFilters } from './log-filters';
import { LogTable } from './log-table';
import { useI18n } from '@/lib/i18n';

const initialFilter: LogFilter = { level: '', status: '', limit: 100 };

/** `products/server/logs`: the server's recent requests, newest first. */
export function LogsPage() {
  const i18n = useI18n();
  const [filter, setFilter] = useState(initialFilter);
  const load = useCallback((signal: AbortSignal) => listLogs(filter, signal), [filter]);
  const log = useResource(load, i18n._('Could not load the server log'));

  return (
    <AdminPage
      title={i18n._('Server logs')}
      actions={
        <button type="button" className="button" onClick={log.reload} disabled={log.loading}>
          {i18n._('Refresh')}
        </button>
      }
    >
      <LogFilters initial={initialFilter} onApply={setFilter} />
      <LoadStatus resource={log} />
      {log.data && !log.error && <LogTable entries={log.data} />}
    </AdminPage>
  );
}
