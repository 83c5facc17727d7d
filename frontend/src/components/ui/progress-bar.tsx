import { useNavigation } from 'react-router';
import { useShopStore } from '@/stores/shop-store';
import { useI18n } from '@/lib/i18n';

/** A thin bar at the top while the next page's code and data load. */
export function ProgressBar() {
  const i18n = useI18n();
  const navigation = useNavigation();
  const pageLoading = useShopStore((s) => s.ui.pageLoading);
  if (navigation.state === 'idle' && !pageLoading) return null;
  return <div className="progress-bar" role="progressbar" aria-label={i18n._('Loading page')} />;
}
