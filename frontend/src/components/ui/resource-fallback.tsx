import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

/**
 * What a page shows until its resource is there: not found, the load's
 * error, or a loading line; `null` once the data can be shown.
 */
export function resourceFallback(state: { missing: boolean; error: string | null; ready: boolean }, notFound: string): ReactNode | null {
  if (state.missing) return <p className="empty">{notFound}</p>;
  if (state.error)
    return (
      <p role="alert" className="alert">
        {state.error}
      </p>
    );
  if (!state.ready) return <p className="muted">{i18n._('Loading…')}</p>;
  return null;
}
