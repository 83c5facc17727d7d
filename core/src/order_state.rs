//! An order's status and its payment's status, checked and moved together:
//! a parcel leaves only when its money is in or comes with it, delivery
//! settles cash, cancelling a paid order owes a refund, and an order whose
//! payment failed or never came is cancelled.

use alloc::vec::Vec;

use crate::{
    Error, OrderStatus,
    order::OrderError,
    payment::{PaymentEvent, PaymentStatus},
};
use serde::{Deserialize, Serialize};

/// Where an order and its money are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderState {
    pub order: OrderStatus,
    pub payment: PaymentStatus,
}

impl OrderState {
    pub const fn new(order: OrderStatus, payment: PaymentStatus) -> Self {
        OrderState { order, payment }
    }

    /// Moves the order to `to`, with what that does to the payment.
    pub fn move_to(self, to: OrderStatus) -> Result<Self, Error> {
        let order = self.order.transition(to)?;
        let payment = match to {
            OrderStatus::Confirmed | OrderStatus::Shipped if !self.payment.allows_dispatch() => {
                return Err(OrderError::NotPaid {
                    to,
                    payment: self.payment,
                }
                .into());
            }
            OrderStatus::Delivered if self.payment == PaymentStatus::DueOnDelivery => {
                self.payment.apply(PaymentEvent::Delivered)?
            }
            OrderStatus::Cancelled
                if matches!(self.payment, PaymentStatus::AwaitingPayment | PaymentStatus::Failed) =>
            {
                return Err(OrderError::LapsesUnpaid.into());
            }
            OrderStatus::Cancelled => self.payment.apply(PaymentEvent::OrderCancelled)?,
            OrderStatus::Returned => self.payment.apply(PaymentEvent::ParcelReturned)?,
            _ => self.payment,
        };
        Ok(OrderState { order, payment })
    }

    /// The statuses the order may move to now, its payment considered.
    pub fn next_statuses(self) -> Vec<OrderStatus> {
        self.order
            .next_statuses()
            .iter()
            .copied()
            .filter(|to| self.move_to(*to).is_ok())
            .collect()
    }

    /// Records what the payment provider said (confirmed or declined) or a refund made.
    pub fn settle(self, event: PaymentEvent) -> Result<Self, Error> {
        if matches!(
            event,
            PaymentEvent::Delivered
                | PaymentEvent::OrderCancelled
                | PaymentEvent::ParcelReturned
                | PaymentEvent::Expired
        ) {
            // Those follow from order moves and from `lapse`, never on their own.
            return Err(crate::PaymentError::InvalidTransition {
                from: self.payment,
                event,
            }
            .into());
        }
        Ok(OrderState {
            order: self.order,
            payment: self.payment.apply(event)?,
        })
    }

    /// The payment deadline passed: an order still awaiting its money, or whose
    /// payment failed, is cancelled (and its stock goes back). Anything else
    /// is refused, so a paid order is never touched by the expiry job.
    pub fn lapse(self) -> Result<Self, Error> {
        let refused = || OrderError::NotLapsed { payment: self.payment }.into();
        let payment = self.payment.at_lapse().ok_or_else(refused)?;
        if self.order != OrderStatus::Pending {
            return Err(refused());
        }
        Ok(OrderState {
            order: OrderStatus::Cancelled,
            payment,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use OrderStatus as O;
    use PaymentStatus as P;

    fn state(order: O, payment: P) -> OrderState {
        OrderState::new(order, payment)
    }

    #[test]
    fn an_order_awaiting_payment_cannot_leave() {
        let waiting = state(O::Pending, P::AwaitingPayment);
        assert_eq!(waiting.move_to(O::Confirmed).unwrap_err().code(), "order.not_paid");
        let error = state(O::Confirmed, P::Failed).move_to(O::Shipped).unwrap_err();
        assert_eq!(error.code(), "order.not_paid");
        assert_eq!(
            error.to_string(),
            "An order cannot be shipped before it is paid (payment: Payment failed)"
        );
        assert_eq!(waiting.next_statuses(), Vec::<O>::new(), "unpaid, it lapses instead");
        assert_eq!(state(O::Pending, P::Paid).next_statuses(), [O::Confirmed, O::Cancelled]);
        assert_eq!(state(O::Pending, P::Failed).next_statuses(), Vec::<O>::new());
    }

    #[test]
    fn delivery_settles_cash_and_keeps_paid_paid() {
        let cash = state(O::Shipped, P::DueOnDelivery).move_to(O::Delivered).unwrap();
        assert_eq!(cash, state(O::Delivered, P::Paid));
        let prepaid = state(O::Shipped, P::Paid).move_to(O::Delivered).unwrap();
        assert_eq!(prepaid, state(O::Delivered, P::Paid));
    }

    #[test]
    fn cancelling_follows_the_money() {
        assert_eq!(
            state(O::Confirmed, P::Paid).move_to(O::Cancelled).unwrap(),
            state(O::Cancelled, P::RefundPending)
        );
        assert_eq!(
            state(O::Pending, P::DueOnDelivery).move_to(O::Cancelled).unwrap(),
            state(O::Cancelled, P::Cancelled)
        );
        let unpaid = state(O::Pending, P::AwaitingPayment).move_to(O::Cancelled).unwrap_err();
        assert_eq!(unpaid.code(), "order.lapses_unpaid");
        assert_eq!(
            state(O::Shipped, P::Paid).move_to(O::Cancelled).unwrap_err().code(),
            "order.invalid_transition"
        );
    }

    #[test]
    fn a_parcel_that_comes_back_owes_what_was_paid() {
        assert_eq!(
            state(O::Shipped, P::DueOnDelivery).move_to(O::Returned).unwrap(),
            state(O::Returned, P::Cancelled),
            "cash was never collected"
        );
        assert_eq!(
            state(O::Shipped, P::Paid).move_to(O::Returned).unwrap(),
            state(O::Returned, P::RefundPending)
        );
        assert_eq!(
            state(O::Confirmed, P::Paid).move_to(O::Returned).unwrap_err().code(),
            "order.invalid_transition",
            "only a parcel that left comes back"
        );
        assert_eq!(
            state(O::Shipped, P::Paid)
                .settle(PaymentEvent::ParcelReturned)
                .unwrap_err()
                .code(),
            "payment.invalid_transition"
        );
        assert_eq!(
            state(O::Shipped, P::DueOnDelivery).next_statuses(),
            [O::Delivered, O::Returned]
        );
    }

    #[test]
    fn the_provider_settles_only_what_waits() {
        let waiting = state(O::Pending, P::AwaitingPayment);
        assert_eq!(
            waiting.settle(PaymentEvent::Confirmed).unwrap(),
            state(O::Pending, P::Paid)
        );
        assert_eq!(
            waiting.settle(PaymentEvent::Declined).unwrap(),
            state(O::Pending, P::Failed)
        );
        let paid = state(O::Pending, P::Paid);
        assert_eq!(
            paid.settle(PaymentEvent::Confirmed).unwrap_err().code(),
            "payment.invalid_transition"
        );
        assert_eq!(
            waiting.settle(PaymentEvent::Expired).unwrap_err().code(),
            "payment.invalid_transition"
        );
        let refund = state(O::Cancelled, P::RefundPending);
        assert_eq!(
            refund.settle(PaymentEvent::Refunded).unwrap(),
            state(O::Cancelled, P::Refunded)
        );
    }

    #[test]
    fn only_unpaid_pending_orders_lapse() {
        assert_eq!(
            state(O::Pending, P::AwaitingPayment).lapse().unwrap(),
            state(O::Cancelled, P::Expired)
        );
        assert_eq!(
            state(O::Pending, P::Failed).lapse().unwrap(),
            state(O::Cancelled, P::Failed)
        );
        for kept in [
            state(O::Pending, P::Paid),
            state(O::Pending, P::DueOnDelivery),
            state(O::Cancelled, P::Cancelled),
            state(O::Cancelled, P::Expired),
        ] {
            assert_eq!(kept.lapse().unwrap_err().code(), "order.not_lapsed", "{kept:?}");
        }
    }
}
