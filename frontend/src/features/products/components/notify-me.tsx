import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/format/error-message';
import { useResource } from '@/lib/hooks/use-resource';
import { useShopStore } from '@/stores/shop-store';
import { askStockAlert } from '../api/ask-stock-alert';
import { cancelStockAlert } from '../api/cancel-stock-alert';
import { type StockAlert, getStockAlert } from '../api/get-stock-alert';
import { useI18n } from '@/lib/i18n';

export type NotifyMeState =
  { status: 'signed-out'; loginHref: string } | { status: 'loading' } | { status: 'idle' | 'waiting'; busy?: boolean; error?: string | null };

export interface NotifyMeViewProps {
  state: NotifyMeState;
  onAsk: () => void;
  onCancel: () => void;
}

export const WAITING_TEXT = "We'll tell you when it's back";

/** "Notify me" for an out-of-stock phone, in each of its states (no fetching here). */
export function NotifyMeView({ state, onAsk, onCancel }: NotifyMeViewProps) {
  const i18n = useI18n();
  if (state.status === 'signed-out') {
    return (
      <div className="notify-me">
        <Link className="product-button product-button--ghost" to={state.loginHref}>
          {i18n._("Sign in to be told when it's back")}
        </Link>
      </div>
    );
  }
  const loading = state.status === 'loading';
  const busy = loading || Boolean(state.busy);
  const waiting = state.status === 'waiting';
  const error = state.status === 'loading' ? null : (state.error ?? null);
  return (
    <div className="notify-me">
      {waiting ? (
        <button type="button" className="product-button product-button--ghost" onClick={onCancel} disabled={busy} aria-busy={busy}>
          {i18n._('Cancel the back-in-stock notice')}
        </button>
      ) : (
        <button type="button" className="product-button" onClick={onAsk} disabled={busy} aria-busy={busy}>
          {i18n._('Notify me')}
        </button>
      )}
      <p className="notify-me__status" role="status" aria-live="polite">
        {waiting ? WAITING_TEXT : ''}
      </p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The signed-in customer's back-in-stock request for one phone (one variant of it), or a way to sign in. */
export function NotifyMe({ productId, variantId = null }: { productId: string; variantId?: string | null }) {
  const i18n = useI18n();
  // `user` is null until the session is known, and false when signed out.
  const known = useShopStore((s) => s.session.loaded);
  const signedIn = useShopStore((s) => Boolean(s.session.user));
  const location = useLocation();
  const load = useMemo(() => (signedIn ? (signal: AbortSignal) => getStockAlert(productId, signal, variantId) : null), [signedIn, productId, variantId]);
  const request = useResource(load, i18n._('Could not check your back-in-stock notice'), { keepWhileLoading: false });
  const { setData } = request;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = useCallback(
    (call: (id: string, variant: string | null) => Promise<StockAlert>, failure: string) => {
      setBusy(true);
      setError(null);
      call(productId, variantId)
        .then((answer) => setData(answer))
        .catch((reason: unknown) => setError(messageOf(reason, failure)))
        .finally(() => setBusy(false));
    },
    [productId, variantId, setData],
  );

  let state: NotifyMeState;
  if (!known) state = { status: 'loading' };
  else if (!signedIn) state = { status: 'signed-out', loginHref: paths.loginReturningTo(location.pathname + location.search) };
  else if (!request.data && !request.error) state = { status: 'loading' };
  else state = { status: request.data?.waiting ? 'waiting' : 'idle', busy, error: error ?? request.error };

  return (
    <NotifyMeView
      state={state}
      onAsk={() => act(askStockAlert, 'Could not ask for a notice; try again')}
      onCancel={() => act(cancelStockAlert, 'Could not cancel the notice; try again')}
    />
  );
}
