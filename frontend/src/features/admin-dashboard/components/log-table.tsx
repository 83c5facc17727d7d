import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/table/data-table';
import type { LogEntry } from '@/types/admin';
import { type I18n, useI18n } from '@/lib/i18n';

// Entries have no id; their place in the answer names them.
type LogRow = LogEntry & { id: string };

const column = createColumnHelper<LogRow>();
const time = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });

const columns = (i18n: I18n) => [
  column.accessor('time', { header: i18n._('Time'), cell: (info) => <time dateTime={info.getValue()}>{time(info.getValue())}</time> }),
  column.accessor('level', {
    header: i18n._('Level'),
    cell: (info) => <span className={`admin-level admin-level--${info.getValue()}`}>{info.getValue()}</span>,
  }),
  column.accessor('method', { header: i18n._('Method') }),
  column.accessor('path', { header: i18n._('Path'), cell: (info) => <code className="admin-path">{info.getValue()}</code> }),
  column.accessor('status', { header: i18n._('Status') }),
  column.accessor('latency_ms', { header: i18n._('Duration (ms)') }),
  column.accessor('message', { header: i18n._('Message'), enableSorting: false, cell: (info) => info.getValue() ?? '' }),
];

export function LogTable({ entries }: { entries: LogEntry[] }) {
  const i18n = useI18n();
  const rows = useMemo(() => entries.map((entry, index): LogRow => ({ ...entry, id: String(index) })), [entries]);
  return (
    <DataTable
      label={i18n._('Server log')}
      data={rows}
      columns={columns(i18n)}
      getRowId={(row) => row.id}
      emptyText={i18n._('No requests match these filters')}
      initialPageSize={50}
      initialSorting={[{ id: 'time', desc: true }]}
    />
  );
}
