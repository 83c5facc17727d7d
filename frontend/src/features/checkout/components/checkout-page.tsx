import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatMoney, lineTotal, notices, paymentMethods } from '../../../lib/core';
import { useShopStore } from '../../../stores';
import { createAddress, getAddresses } from '../../addresses/api/address-calls';
import { AddressForm } from '../../addresses/components/address-form';
import { newCheckoutKey } from '../utils/checkout-key';
import type { Address, AddressFields } from '../../addresses/types';
import { quantityOf } from '../../cart/utils/core-lines';
import { type CheckoutSummary, getCheckoutSummary, placeOrder } from '../api/checkout-calls';
import { messageOf } from '../../../lib/error-message';

const METHODS = paymentMethods();

export function CheckoutPage() {
  const user = useShopStore((s) => s.auth.user);
  const fetchCart = useShopStore((s) => s.fetchCart);
  const showNotice = useShopStore((s) => s.showNotice);
  const navigate = useNavigate();
  const [summary, setSummary] = useState<CheckoutSummary | null>(null);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [addressId, setAddressId] = useState<string>('');
  const [adding, setAdding] = useState(false);
  const [method, setMethod] = useState<string>(METHODS[0]?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [summaryFailed, setSummaryFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // One key per visit: a double click or a retry places the order only once.
  const [key] = useState(newCheckoutKey);
  const [savingAddress, setSavingAddress] = useState(false);

  useEffect(() => {
    if (!user) return;
    getCheckoutSummary().then(setSummary, (e: unknown) => {
      setSummaryFailed(true);
      setError(messageOf(e, 'Could not load your cart'));
    });
    getAddresses(user._id).then((list) => {
      setAddresses(list);
      setAddressId(list.find((a) => a.is_default)?._id ?? list[0]?._id ?? '');
      setAdding(list.length === 0);
    }, (e: unknown) => setError(messageOf(e, 'Could not load your addresses')));
  }, [user]);

  const saveAddress = async (fields: AddressFields) => {
    if (savingAddress) return;
    setSavingAddress(true);
    try {
      const saved = await createAddress(fields, addresses.length === 0);
      setAddresses([saved, ...addresses]);
      setAddressId(saved._id);
      setAdding(false);
    } catch (e) {
      setError(messageOf(e, 'Could not save the address'));
    } finally {
      setSavingAddress(false);
    }
  };

  const place = async () => {
    setBusy(true);
    setError(null);
    try {
      const placed = await placeOrder(addressId, method, key);
      await fetchCart();
      showNotice('Your order is placed', true, 3000);
      const first = placed.orders[0];
      navigate(first ? paths.orderDetails(first._id) : paths.myOrders);
    } catch (e) {
      setError(messageOf(e, 'Could not place the order'));
    } finally {
      setBusy(false);
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
        <aside className="panel checkout__summary" aria-label="Order summary">
          <h2>Order summary</h2>
          {summary === null ? (
            <p className="muted">{summaryFailed ? 'The summary could not be loaded.' : 'Loading…'}</p>
          ) : (
            <>
              <ul>
                {summary.lines.map((line) => (
                  <li key={line._id}>
                    <span>
                      {line.title} × {line.quantity}
                    </span>
                    <span>{formatMoney(lineTotal(line.price, quantityOf(line)))}</span>
                  </li>
                ))}
              </ul>
              <p>
                Delivery <span>{formatMoney(summary.shipping)}</span>
              </p>
              {summary.unavailable.length > 0 && (
                <div role="alert" className="alert">
                  Not enough stock for: {summary.unavailable.join(', ')}. Lower the quantity in your{' '}
                  <Link to={paths.cart}>cart</Link> to place the order.
                </div>
              )}
              <p className="checkout__total">
                Total <strong data-testid="checkout-total">{formatMoney(summary.total)}</strong>
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={busy || !addressId || adding || !method || summary.unavailable.length > 0}
                onClick={place}
              >
                {busy ? 'Placing your order…' : 'Place order'}
              </button>
            </>
          )}
        </aside>
      </div>
    </section>
  );
}
