import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { compareRow } from '@/lib/core/core';
import { comparedName } from '@/config/compare';
import type { ComparedEntry } from '../api/get-compared-phones';
import { compareRows } from '../utils/compare-rows';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';
import { ProductImage } from '@/components/product/product-image';

/** A compared phone's picture is shown 120px square (`.compare-table__picture`; the server's first screen draws it alike). */
const COMPARE_PICTURE_SIZES = '120px';

export interface CompareTableProps {
  entries: ComparedEntry[];
  differencesOnly: boolean;
  onRemove: (entry: ComparedEntry) => void;
}

/**
 * One column per phone, headed by its picture and name; one row per spec; the core marks each row's best
 * values and says which rows differ. The table scrolls sideways inside its
 * own region (focusable, so a keyboard can scroll it) with the row names held.
 */
export function CompareTable({ entries, differencesOnly, onRemove }: CompareTableProps) {
  const phones = entries.map((entry) => entry.phone);
  const i18n = useI18n();
  const format = useFormat();
  const rows = compareRows({ i18n, format }).map((row) => ({ row, outcome: compareRow(row.key, phones.map(row.value)) }));
  const shown = differencesOnly ? rows.filter(({ outcome }) => outcome.differs) : rows;
  return (
    <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table">
        <caption id="compare-caption" className="visually-hidden">
          {i18n._('Specifications of the compared phones')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__name">
              <span className="visually-hidden">{i18n._('Specification')}</span>
            </th>
            {entries.map((entry, index) => (
              <th scope="col" key={entry.key} className="compare-table__phone">
                <div className="compare-table__picture">
                  <ProductImage product={entry.phone} sizes={COMPARE_PICTURE_SIZES} load={index === 0 ? 'high' : 'eager'} fallbackSize={120} named={false} />
                </div>
                <Link to={paths.productDetails(entry.phone.slug, entry.phone._id, entry.variantId)}>{entry.phone.title}</Link>
                {entry.label && <span className="compare-table__variant">{entry.label}</span>}
                <button
                  type="button"
                  className="compare-table__remove"
                  aria-label={i18n._('Remove {title} from comparison', { title: comparedName({ title: entry.phone.title, label: entry.label }) })}
                  onClick={() => onRemove(entry)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map(({ row, outcome }) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row" className="compare-table__name">
                {row.label}
              </th>
              {phones.map((phone, index) => {
                const best = outcome.best.includes(index);
                const text = row.text(phone);
                return (
                  <td key={entries[index]!.key} className={best ? 'compare-table__best' : undefined}>
                    {text ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{i18n._('Not known')}</span>
                      </>
                    )}
                    {best && <span className="compare-table__badge">{i18n._('Best')}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
          {shown.length === 0 && (
            <tr>
              <td colSpan={phones.length + 1} className="muted">
                {i18n._('These phones have the same specs.')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
