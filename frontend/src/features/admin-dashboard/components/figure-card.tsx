import type { ReactNode } from 'react';

/** One headline figure of the overview. */
export function FigureCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="admin-card admin-figure">
      <dt>{label}</dt>
      <dd>
        <span className="admin-figure__value">{value}</span>
        {note && <span className="admin-figure__note">{note}</span>}
      </dd>
    </div>
  );
}
