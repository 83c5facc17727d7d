import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notices } from '@/lib/core/core';
import { ports } from '@/stores/ports';
import { useShopStore } from '@/stores/shop-store';
import { emptyAddress } from '@/types/address';
import { createAddress } from '@/api/create-address';
import { getAddresses } from '@/api/get-addresses';
import { newCheckoutKey } from '../utils/checkout-key';
import type { AddressFields } from '@/types/address';
import { getCheckoutSummary } from '../api/get-checkout-summary';
import { placeCheckout } from '../utils/place-checkout';
import { addressToDeliver, quoteFor, totalToPay } from '../utils/delivery-quote';
import { stepAfterPlacing } from '../utils/step-after-placing';
import { AddressChoice } from './address-choice';
import { CheckoutSummaryPanel } from './checkout-summary-panel';
import { CouponField } from './coupon-field';
import { EmiChoice, type EmiPick } from './emi-choice';
import { PaymentChoice } from './payment-choice';
import { messageOf } from '@/lib/format/error-message';
import { useResource } from '@/lib/hooks/use-resource';
import { useShownAgain } from '@/lib/hooks/use-shown-again';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

export function CheckoutPage() {
  const i18n = useI18n();
  const format = useFormat();
  const user = useShopStore((s) => s.session.user);
  const fetchCart = ports.cart.refresh;
  const showNotice = useShopStore((s) => s.showNotice);
  const navigate = useNavigate();
  const userId = user ? user._id : '';
  // The signed-in customer's addresses and cart; another customer's never show.
  const loadAddresses = useMemo(() => (userId ? (signal: AbortSignal) => getAddresses(userId, signal) : null), [userId]);
  const saved = useResource(loadAddresses, i18n._('Could not load your addresses'), { keepWhileLoading: false });
  const addresses = saved.data ?? [];
  // The customer's choices; until made, the default address, and the form when there is none.
  const [chosenAddress, setAddressId] = useState<string | null>(null);
  const [addingChoice, setAdding] = useState<boolean | null>(null);
  const address = addressToDeliver(addresses, chosenAddress);
  const addressId = address?._id ?? '';
  const adding = addingChoice ?? saved.data?.length === 0;
  // A coupon prices the cart for the chosen address (free delivery depends on its fee).
  const [coupon, setCoupon] = useState<string | null>(null);
  const pricedFor = coupon ? addressId : '';
  const loadSummary = useMemo(
    () => (userId ? (signal: AbortSignal) => getCheckoutSummary(signal, pricedFor || undefined, coupon ?? undefined) : null),
    [userId, pricedFor, coupon],
  );
  const priced = useResource(loadSummary, i18n._('Could not load your cart'), { keepWhileLoading: false });
  const [actionError, setError] = useState<string | null>(null);
  // Place order clears the messages on screen, a failed load's among them.
  const [placeTried, setPlaceTried] = useState(false);
  const error = actionError ?? (placeTried ? null : (priced.error ?? saved.error));
  // The total changed and the new summary could not be loaded: the old one must not be placed.
  const [summaryLost, setSummaryLost] = useState(false);
  const summary = summaryLost ? null : priced.data;
  const summaryFailed = summaryLost || priced.error !== null;
  // Delivery priced by the core for the chosen address's city: a new choice re-prices at once.
  const quote = quoteFor(summary, address);
  const total = totalToPay(summary, quote);
  const offered = summary?.payment_methods ?? [];
  const [chosenMethod, setMethod] = useState<string | null>(null);
  const chosenOption = offered.find((m) => m.value === chosenMethod) ?? offered[0];
  const method = chosenOption?.value ?? '';
  // Whether the method names a card-EMI plan, as the server's core says: card EMI must, cash may.
  const emiPlan = chosenOption?.emi_plan ?? 'none';
  const [totalChanged, setTotalChanged] = useState<string | null>(null);
  // A card-EMI plan: paid online in instalments (card EMI), or noted on a cash-on-delivery order.
  const [emi, setEmi] = useState<EmiPick | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per visit: a double click or a retry places the order only once.
  const [key] = useState(newCheckoutKey);
  const [savingAddress, setSavingAddress] = useState(false);
  // Back from bKash's page: the order is placed and the cart emptied, which a fresh summary shows.
  useShownAgain(() => {
    setBusy(false);
    priced.reload();
  });

  const saveAddress = async (fields: AddressFields) => {
    if (savingAddress) return;
    setSavingAddress(true);
    try {
      const created = await createAddress(fields, addresses.length === 0);
      saved.setData([created, ...addresses]);
      setAddressId(created._id);
      setAdding(false);
    } catch (e) {
      setError(messageOf(e, i18n._('Could not save the address')));
    } finally {
      setSavingAddress(false);
    }
  };

  const place = async () => {
    if (total === null || busy) return;
    setBusy(true);
    setPlaceTried(true);
    setError(null);
    setTotalChanged(null);
    const outcome = await placeCheckout(total, {
      addressId,
      paymentMethod: method,
      idempotencyKey: key,
      coupon: coupon ?? undefined,
      emi: emiPlan !== 'none' && emi ? emi : undefined,
    });
    if (outcome.status === 'placed') {
      await fetchCart();
      const next = await stepAfterPlacing(outcome.placed);
      // On the way to bKash's page: the button stays busy until the browser leaves.
      if (next.to === 'provider') return;
      if (next.to === 'payment') {
        void navigate(paths.paymentOf(next.checkoutId), { state: { payError: next.message } });
        return;
      }
      showNotice(i18n._('Your order is placed'), true, 3000);
      void navigate(next.orderId ? paths.orderDetails(next.orderId) : paths.myOrders);
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
        <h1>{i18n._('Checkout')}</h1>
        <p className="empty">{format.text({ code: notices.cartEmpty })}</p>
      </section>
    );
  }
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{i18n._('Checkout')}</h1>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <div className="checkout__grid">
        <div>
          <AddressChoice
            addresses={addresses}
            chosen={addressId}
            onChoose={setAddressId}
            adding={adding}
            onAdd={() => setAdding(true)}
            onSave={(fields) => void saveAddress(fields)}
            saving={savingAddress}
            initial={user ? { ...emptyAddress, first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' } : undefined}
          />
          <PaymentChoice methods={offered} chosen={method} onChoose={setMethod} />
          {emiPlan !== 'none' && <EmiChoice total={total} chosen={emi} onChoose={setEmi} required={emiPlan === 'required'} />}
          <CouponField
            applied={coupon}
            addressId={addressId}
            onApplied={(code, fresh) => {
              priced.setData(fresh);
              setCoupon(code);
            }}
            onRemoved={() => setCoupon(null)}
          />
        </div>
        <CheckoutSummaryPanel
          summary={summary}
          quote={quote}
          total={total}
          summaryFailed={summaryFailed}
          totalChanged={totalChanged}
          busy={busy}
          ready={Boolean(addressId) && !adding && Boolean(method)}
          onPlace={() => void place()}
        />
      </div>
    </section>
  );
}
