import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { compareKey } from '@/config/compare';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/format/error-message';
import { useShopStore } from '@/stores/shop-store';
import { type ComparedEntry, getComparedPhones } from '../api/get-compared-phones';
import { compareIdsOf } from '../utils/compare-ids';
import { CompareTable } from './compare-table';
import '../compare.css';
import { type I18n, useI18n } from '@/lib/i18n';
import { useFirstScreenDone } from '@/lib/first-screen';

const dropNotice = (i18n: I18n, count: number) =>
  count === 1
    ? i18n._('One phone is no longer in the shop and was left out of the comparison.')
    : i18n._('{count} phones are no longer in the shop and were left out of the comparison.', { count });

/**
 * `/compare?ids=a,b,c`: the phones side by side. The address is what is
 * compared (so it can be shared); opening it makes the tray those phones.
 * Without ids it shows the tray's phones.
 */
export function ComparePage() {
  const i18n = useI18n();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ids = compareIdsOf(search);
  const trayIds = useShopStore(useShallow((s) => s.compareTray.map(compareKey)));
  const setCompareTray = useShopStore((s) => s.setCompareTray);
  const removeFromCompare = useShopStore((s) => s.removeFromCompare);
  const [loaded, setLoaded] = useState<Record<string, ComparedEntry>>({});
  // Keys the shop answered it does not have: never asked for again, though the address names them until it is replaced.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [differencesOnly, setDifferencesOnly] = useState(false);

  const wanted = ids.filter((id) => !(id in loaded) && !gone.has(id));
  const wantedKey = wanted.join(',');
  const phones = ids.map((id) => loaded[id]).filter((entry): entry is ComparedEntry => entry !== undefined);
  const shownKey = phones.map((p) => p.key).join(',');

  // Without ids the address becomes the tray's, so it can be shared as it is.
  const showTray = ids.length === 0 && trayIds.length > 0;
  useEffect(() => {
    if (showTray) void navigate(paths.compareOf(trayIds), { replace: true });
  }, [showTray, trayIds, navigate]);

  useEffect(() => {
    if (!wantedKey) return;
    const controller = new AbortController();
    setError(null);
    getComparedPhones(wantedKey.split(','), controller.signal).then(
      ({ phones: found, missing }) => {
        setLoaded((before) => ({ ...before, ...Object.fromEntries(found.map((entry) => [entry.key, entry])) }));
        if (missing.length > 0) {
          setGone((before) => new Set([...before, ...missing]));
          const kept = compareIdsOf(new URLSearchParams(window.location.search)).filter((id) => !missing.includes(id));
          void navigate(kept.length > 0 ? paths.compareOf(kept) : paths.compare, { replace: true });
        }
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure, i18n._('Could not load the phones to compare')));
      },
    );
    return () => controller.abort();
  }, [wantedKey, navigate, i18n]);

  // Once every phone of the address has arrived, the tray holds exactly them.
  useEffect(() => {
    if (wantedKey || ids.length === 0) return;
    setCompareTray(
      shownKey
        .split(',')
        .map((key) => loaded[key])
        .filter((entry): entry is ComparedEntry => entry !== undefined)
        .map(({ phone, variantId, label }) => ({ _id: phone._id, title: phone.title, variant_id: variantId, label })),
    );
  }, [wantedKey, shownKey, loaded, ids.length, setCompareTray]);

  const remove = (entry: ComparedEntry) => {
    removeFromCompare(entry.key);
    const kept = ids.filter((id) => id !== entry.key);
    void navigate(kept.length > 0 ? paths.compareOf(kept) : paths.compare, { replace: true });
  };

  const loading = wanted.length > 0 && error === null;
  // The server's first screen (the table's head) stands until the phones, or the failure, are drawn.
  useFirstScreenDone(!loading);
  return (
    <section className="compare-page">
      <title>{i18n._('Compare phones · PhoneBazar')}</title>
      <h1>{i18n._('Compare phones')}</h1>
      {gone.size > 0 && (
        <p role="status" className="compare-page__notice">
          {dropNotice(i18n, gone.size)}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {ids.length === 0 && !showTray ? (
        <p className="muted">
          {i18n._('No phones to compare yet. Press “Compare” on up to four phones, then come back here.')}{' '}
          <Link to={paths.products}>{i18n._('Browse phones')}</Link>
        </p>
      ) : loading ? (
        <div className="compare-page__skeleton" aria-busy="true" aria-label={i18n._('Loading phones')} />
      ) : (
        phones.length > 0 && (
          <>
            <label className="compare-page__switch">
              <input type="checkbox" role="switch" checked={differencesOnly} onChange={(e) => setDifferencesOnly(e.target.checked)} />{' '}
              {i18n._('Show differences only')}
            </label>
            <CompareTable entries={phones} differencesOnly={differencesOnly} onRemove={remove} />
          </>
        )
      )}
    </section>
  );
}
