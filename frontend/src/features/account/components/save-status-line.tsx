import type { SaveStatus } from '../hooks/use-save-status';

/** A form's outcome: announced politely when saved, as an alert when refused. */
export function SaveStatusLine({ status }: { status: SaveStatus | null }) {
  if (!status) return null;
  return (
    <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'notice-inline' : 'alert'}>
      {status.text}
    </p>
  );
}
