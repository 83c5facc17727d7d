import type { Resource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';

/** Loading and failure of a resource; nothing once it is loaded. */
export function LoadStatus({ resource }: { resource: Pick<Resource<unknown>, 'loading' | 'error' | 'reload'> }) {
  const i18n = useI18n();
  if (resource.error) {
    return (
      <div role="alert" className="alert admin-alert">
        <span>{resource.error}</span>
        <button type="button" className="button" onClick={resource.reload}>
          {i18n._('Try again')}
        </button>
      </div>
    );
  }
  if (resource.loading) {
    return (
      <p className="admin-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading…
      </p>
    );
  }
  return null;
}
