import { Link, useLocation } from 'react-router';
import { COMPARE_MAX, comparedName, compareKey } from '@/config/compare';
import { paths } from '@/config/paths';
import { useShopStore } from '@/stores/shop-store';
import '../compare-tray.css';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** The phones picked for comparison, at the foot of every page but the comparison itself. */
export function CompareTray() {
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  const tray = useShopStore((s) => s.compareTray);
  const removeFromCompare = useShopStore((s) => s.removeFromCompare);
  const { pathname } = useLocation();
  if (tray.length === 0 || pathname === paths.compare) return null;
  return (
    <aside className="compare-tray" aria-label={i18n._('Compare tray')}>
      <ul className="compare-tray__list">
        {tray.map((phone) => (
          <li key={compareKey(phone)} className="compare-tray__phone">
            <span>{comparedName(phone)}</span>
            <button
              type="button"
              className="compare-tray__remove"
              aria-label={i18n._('Remove {title} from comparison', { title: comparedName(phone) })}
              onClick={() => removeFromCompare(compareKey(phone))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Link className="compare-tray__go" to={paths.compareOf(tray.map(compareKey))}>
        {i18n._('Compare {count}/{max}', { count: number(tray.length), max: number(COMPARE_MAX) })}
      </Link>
    </aside>
  );
}
