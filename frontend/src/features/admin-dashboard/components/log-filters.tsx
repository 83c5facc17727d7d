import { type FormEvent, useState } from 'react';
import type { LogFilter, LogLevel } from '@/types/admin';
import { useI18n } from '@/lib/i18n';

const LEVELS: LogLevel[] = ['info', 'warn', 'error'];
const LIMITS = [50, 100, 200, 500];

/** Level, status and how many entries; applied on submit. */
export function LogFilters({ initial, onApply }: { initial: LogFilter; onApply: (filter: LogFilter) => void }) {
  const i18n = useI18n();
  const [filter, setFilter] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filter, status: filter.status.trim() });
  };
  return (
    <form className="admin-toolbar" onSubmit={submit} aria-label={i18n._('Log filters')}>
      <label className="admin-inline-field">
        {i18n._('Level')}
        <select value={filter.level} onChange={(e) => setFilter({ ...filter, level: e.target.value as LogLevel | '' })}>
          <option value="">{i18n._('All levels')}</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-inline-field">
        {i18n._('Status')}
        <input inputMode="numeric" placeholder="e.g. 404" size={6} value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value })} />
      </label>
      <label className="admin-inline-field">
        {i18n._('Entries')}
        <select value={filter.limit} onChange={(e) => setFilter({ ...filter, limit: Number(e.target.value) })}>
          {LIMITS.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary">
        {i18n._('Apply filters')}
      </button>
    </form>
  );
}
