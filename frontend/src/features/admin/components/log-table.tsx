import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/table/data-table';
import type { LogEntry } from '../types';

// Entries have no id; their place in the answer names them.
type LogRow = LogEntry & { id: string };

const column = createColumnHelper<LogRow>();
const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });

const columns = [
  column.accessor('time', { header: 'Time', cell: (info) => <time dateTime={info.getValue()}>{time(info.getValue())}</time> }),
  column.accessor('level', {
    header: 'Level',
    cell: (info) => <span className={`admin-level admin-level--${info.getValue()}`}>{info.getValue()}</span>,
  }),
  column.accessor('method', { header: 'Method' }),
  column.accessor('path', { header: 'Path', cell: (info) => <code className="admin-path">{info.getValue()}</code> }),
  column.accessor('status', { header: 'Status' }),
  column.accessor('latency_ms', { header: 'Duration (ms)' }),
  column.accessor('message', { header: 'Message', enableSorting: false, cell: (info) => info.getValue() ?? '' }),
];

export function LogTable({ entries }: { entries: LogEntry[] }) {
  const rows = useMemo(() => entries.map((entry, index): LogRow => ({ ...entry, id: String(index) })), [entries]);
  return (
    <DataTable
      label="Server log"
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText="No requests match these filters"
      initialPageSize={50}
      initialSorting={[{ id: 'time', desc: true }]}
    />
  );
}
