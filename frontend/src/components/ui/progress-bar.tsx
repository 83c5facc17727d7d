import { useNavigation } from 'react-router';
import { useShopStore } from '../../stores/shop-store';

/** A thin bar at the top while the next page's code and data load. */
export function ProgressBar() {
  const navigation = useNavigation();
  const pageLoading = useShopStore((s) => s.ui.pageLoading);
  if (navigation.state === 'idle' && !pageLoading) return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading page" />;
}
