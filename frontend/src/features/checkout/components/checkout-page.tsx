import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notices, paymentMethods } from '../../../lib/core';
import { useShopStore } from '../../../stores/shop-store';
import { createAddress } from '../../../api/create-address';
import { getAddresses } from '../../../api/get-addresses';
import { AddressForm } from '../../../components/forms/address-form';
import { newCheckoutKey } from '../utils/checkout-key';
import type { AddressFields } from '../../../types/address';
import { getCheckoutSummary } from '../api/get-checkout-summary';
import { placeCheckout } from '../utils/place-checkout';
import { CheckoutSummaryPanel } from './checkout-summary-panel';
import { messageOf } from '../../../lib/error-message';
import { useResource } from '../../../lib/use-resource';

const METHODS = paymentMethods();

export function CheckoutPage() {
  const user = useShopStore((s) => s.auth.user);
  const fetchCart = useShopStore((s) => s.fetchCart);
  const showNotice = useShopStore((s) => s.showNotice);
  const navigate = useNavigate();
  const userId = user ? user._id : '';
  // The signed-in customer's cart and addresses; another customer's never show.
  const loadSummary = useMemo(() => (userId ? (signal: AbortSignal) => getCheckoutSummary(signal) : null), [userId]);
  const loadAddresses = useMemo(() => (userId ? (signal: AbortSignal) => getAddresses(userId, signal) : null), [userId]);
  const priced = useResource(loadSummary, 'Could not load your cart', { keepWhileLoading: false });
  const saved = useResource(loadAddresses, 'Could not load your addresses', { keepWhileLoading: false });
  const addresses = saved.data ?? [];
  // The customer's choices; until made, the default address, and the form when there is none.
  const [chosenAddress, setAddressId] = useState<string | null>(null);
  const [addingChoice, setAdding] = useState<boolean | null>(null);
  const addressId = chosenAddress ?? addresses.find((a) => a.is_default)?._id ?? addresses[0]?._id ?? '';
  const adding = addingChoice ?? (saved.data?.length === 0);
  const [method, setMethod] = useState<string>(METHODS[0]?.value ?? '');
  const [actionError, setError] = useState<string | null>(null);
  // Place order clears the messages on screen, a failed load's among them.
  const [placeTried, setPlaceTried] = useState(false);
  const error = actionError ?? (placeTried ? null : (priced.error ?? saved.error));
  // The total changed and the new summary could not be loaded: the old one must not be placed.
  const [summaryLost, setSummaryLost] = useState(false);
  const summary = summaryLost ? null : priced.data;
  const summaryFailed = summaryLost || priced.error !== null;
  const [totalChanged, setTotalChanged] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per visit: a double click or a retry places the order only once.
  const [key] = useState(newCheckoutKey);
  const [savingAddress, setSavingAddress] = useState(false);

  const saveAddress = async (fields: AddressFields) => {
    if (savingAddress) return;
    setSavingAddress(true);
    try {
      const created = await createAddress(fields, addresses.length === 0);
      saved.setData([created, ...addresses]);
      setAddressId(created._id);
      setAdding(false);
    } catch (e) {
      setError(messageOf(e, 'Could not save the address'));
    } finally {
      setSavingAddress(false);
    }
  };

  const place = async () => {
    if (!summary) return;
    setBusy(true);
    setPlaceTried(true);
    setError(null);
    setTotalChanged(null);
    const outcome = await placeCheckout(summary, { addressId, paymentMethod: method, idempotencyKey: key });
    if (outcome.status === 'placed') {
      await fetchCart();
      showNotice('Your order is placed', true, 3000);
      const first = outcome.placed.orders[0];
      navigate(first ? paths.orderDetails(first._id) : paths.myOrders);
      return;
    }
    setBusy(false);
    if (outcome.status === 'failed') {
      setError(outcome.message);
    } else if (outcome.summary) {
      // The new total is on screen now; the next Place order sends it.
      priced.setData(outcome.summary);
      setTotalChanged(outcome.message);
    } else {
      setSummaryLost(true);
      setError(outcome.message);
    }
  };

  if (summary && summary.lines.length === 0) {
    return (
      <section className="checkout">
        <h1>Checkout</h1>
        <p className="empty">{notices.cartEmpty}</p>
      </section>
    );
  }
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <div className="checkout__grid">
        <div>
          <fieldset className="panel">
            <legend>Delivery address</legend>
            {addresses.map((a) => (
              <label key={a._id} className="choice">
                <input type="radio" name="address" value={a._id} checked={addressId === a._id} onChange={() => setAddressId(a._id)} />
                <span>
                  <strong>
                    {a.first_name} {a.last_name}
                  </strong>{' '}
                  · {a.phone}
                  <br />
                  {a.address}
                  {a.apartment_suit && `, ${a.apartment_suit}`}, {a.area}, {a.city} {a.zip_code}
                </span>
              </label>
            ))}
            {adding ? (
              <AddressForm onSave={saveAddress} busy={savingAddress} />
            ) : (
              <button type="button" className="button" onClick={() => setAdding(true)}>
                Add a new address
              </button>
            )}
          </fieldset>
          <fieldset className="panel">
            <legend>Payment method</legend>
            {METHODS.map((m) => (
              <label key={m.value} className="choice">
                <input type="radio" name="payment" value={m.value} checked={method === m.value} onChange={() => setMethod(m.value)} />
                <span>{m.label}</span>
              </label>
            ))}
            <p className="muted">Card, bKash and Nagad details are entered with the payment provider; we never store them.</p>
          </fieldset>
        </div>
        <CheckoutSummaryPanel
          summary={summary}
          summaryFailed={summaryFailed}
          totalChanged={totalChanged}
          busy={busy}
          ready={Boolean(addressId) && !adding && Boolean(method)}
          onPlace={place}
        />
      </div>
    </section>
  );
}
