import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code and data load. */
export function ProgressBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading page" />;
}
