import type { ChartConfiguration, ChartType } from 'chart.js';
import { useId } from 'react';
import { ChartCanvas } from './chart-canvas';
import { useI18n } from '@/lib/i18n';

interface ChartPanelProps<T extends ChartType> {
  title: string;
  /** Names the chart for screen readers. */
  summary: string;
  config: ChartConfiguration<T>;
  /** The chart's numbers as a table, for anyone who cannot see the chart. */
  table: { head: string[]; rows: (string | number)[][] };
}

export function ChartPanel<T extends ChartType>({ title, summary, config, table }: ChartPanelProps<T>) {
  const i18n = useI18n();
  const titleId = useId();
  return (
    <section className="admin-card admin-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="admin-chart__canvas">
        <ChartCanvas config={config} label={summary} />
      </div>
      <details>
        <summary>{i18n._('{title}: data table', { title })}</summary>
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
