import type { Resource } from '../../../lib/use-resource';

/** Loading and failure of a resource; nothing once it is loaded. */
export function LoadStatus({ resource }: { resource: Pick<Resource<unknown>, 'loading' | 'error' | 'reload'> }) {
  if (resource.error) {
    return (
      <div role="alert" className="alert admin-alert">
        <span>{resource.error}</span>
        <button type="button" className="button" onClick={resource.reload}>
          Try again
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
