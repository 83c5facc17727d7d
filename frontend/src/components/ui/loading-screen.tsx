import { useI18n } from '@/lib/i18n';
export function LoadingScreen() {
  const i18n = useI18n();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {i18n._('Loading…')}
    </div>
  );
}
