//! What the admin's dashboard lists under "needs attention": money the shop
//! could not settle on its own yet, and what it did about each.

use super::{rfc3339, text::TextAnswer};
use crate::documents::{
    checkout::CheckoutDocument, order::OrderDocument, phone_code::CodeTallyDocument,
    provider_payment::ProviderPaymentDocument, return_request::ReturnDocument,
};
use crate::texts::attention;
use serde::Serialize;
use shop_core::{Money, Text};

/// Payments, checkouts and refunds the shop is still working on.
#[derive(Debug, Default, Serialize, utoipa::ToSchema)]
pub struct NeedsAttention {
    /// Money taken after its checkout stopped waiting: open ones first, then
    /// those refunded in the last week.
    pub late_payments: Vec<LatePaymentItem>,
    /// Checkouts the provider could not settle yet (no answer, another amount).
    pub unsettled: Vec<UnsettledCheckout>,
    /// Refunds whose answer was lost: the shop asks the provider before any new try.
    pub refunds_in_doubt: Vec<RefundInDoubt>,
    /// SMS codes sent and used: a flood of codes nobody uses is an attack.
    pub codes: CodeFigures,
    /// Orders past one of the guidelines' clocks (hand-over, delivery,
    /// refund), the latest first.
    pub late_clocks: Vec<LateClockItem>,
}

/// Which of the guidelines' clocks ran out.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ClockName {
    /// 48 hours from payment or confirmation to the courier.
    HandOver,
    /// 5 days inside Dhaka, 10 elsewhere, to the door.
    Delivery,
    /// 10 days from a refund owed to the money back.
    Refund,
}

/// An order past one of the guidelines' clocks.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LateClockItem {
    pub clock: ClockName,
    pub order_id: String,
    pub checkout_id: String,
    pub title: String,
    /// When the clock started, and when it ran out.
    pub started_at: String,
    pub due_at: String,
    /// Whole hours past it.
    pub late_hours: i64,
}

/// Codes sent and used today and over the last 7 days (shop days), and how
/// often today the shop-wide budget a minute refused one (the alarm).
#[derive(Debug, Default, Serialize, utoipa::ToSchema)]
pub struct CodeFigures {
    pub sent_today: i64,
    pub used_today: i64,
    pub sent_week: i64,
    pub used_week: i64,
    /// Codes used per 100 sent over the week; `None` before any was sent.
    pub used_percent_week: Option<i64>,
    /// Requests the budget refused today; above 0 is the alarm.
    pub over_budget_today: i64,
    pub last_over_budget: Option<String>,
}

impl CodeFigures {
    /// The figures of the week's day tallies, `today` the id of today's.
    pub fn of(tallies: &[CodeTallyDocument], today: &str) -> Self {
        let today_tally = tallies.iter().find(|tally| tally.id == today);
        let sent_week = tallies.iter().map(|tally| tally.sent).sum::<i64>();
        let used_week = tallies.iter().map(|tally| tally.used).sum::<i64>();
        CodeFigures {
            sent_today: today_tally.map_or(0, |tally| tally.sent),
            used_today: today_tally.map_or(0, |tally| tally.used),
            sent_week,
            used_week,
            used_percent_week: (sent_week > 0).then(|| used_week * 100 / sent_week),
            over_budget_today: today_tally.map_or(0, |tally| tally.over_budget),
            last_over_budget: today_tally.and_then(|tally| tally.last_over_budget).map(rfc3339),
        }
    }
}

/// A payment completed after its checkout lapsed (poisha).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LatePaymentItem {
    pub checkout_id: String,
    pub payment_id: String,
    pub trx_id: String,
    pub amount: i64,
    pub amount_text: String,
    pub found_at: String,
    /// What the shop did: refunded, refunding, or why not yet.
    pub action: TextAnswer,
    pub refund_trx_id: Option<String>,
    pub refunded_at: Option<String>,
}

/// A checkout whose payment the shop cannot settle yet.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UnsettledCheckout {
    pub checkout_id: String,
    /// Held: the provider may still take the money, so it does not lapse.
    pub held: bool,
    /// Taken but flagged risky by the gateway: the admin accepts or refuses it
    /// (`POST /api/admin/checkouts/{id}/review`).
    pub in_review: bool,
    pub failed_checks: i32,
    pub problem: String,
    pub next_check_at: Option<String>,
}

/// A refund that may or may not have been made.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct RefundInDoubt {
    pub order_id: String,
    pub checkout_id: String,
    /// The return whose refund it is; none for a cancelled order's.
    pub return_id: Option<String>,
    /// Poisha owed back.
    pub amount: i64,
    pub since: Option<String>,
}

impl LatePaymentItem {
    /// The item of a payment that took money late; `None` for any other payment.
    pub fn of(payment: ProviderPaymentDocument) -> Option<Self> {
        let late = payment.late?;
        let action = match (&late.refund_trx_id, &late.problem) {
            (Some(refund), _) => Text::new(attention::REFUNDED).name("refund", refund.as_str()),
            (None, Some(problem)) => Text::new(attention::PROBLEM).name("detail", problem.as_str()),
            (None, None) => Text::new(attention::REFUNDING),
        };
        Some(LatePaymentItem {
            checkout_id: payment.checkout_id.to_hex(),
            payment_id: payment.payment_id,
            trx_id: late.trx_id,
            amount: late.amount,
            amount_text: Money::from_poisha(late.amount).format_tk(),
            found_at: rfc3339(late.found_at),
            action: action.into(),
            refund_trx_id: late.refund_trx_id,
            refunded_at: late.refunded_at.map(rfc3339),
        })
    }
}

impl UnsettledCheckout {
    /// The item of a checkout with a problem; `None` for one without.
    pub fn of(checkout: CheckoutDocument) -> Option<Self> {
        let payment = checkout.payment?;
        Some(UnsettledCheckout {
            checkout_id: checkout.id.to_hex(),
            held: payment.executing.is_some() || payment.review.is_some(),
            in_review: payment.review.is_some(),
            failed_checks: payment.failed_checks,
            problem: payment.problem?,
            next_check_at: payment.due_at.map(rfc3339),
        })
    }
}

impl From<OrderDocument> for RefundInDoubt {
    fn from(order: OrderDocument) -> Self {
        RefundInDoubt {
            order_id: order.id.to_hex(),
            checkout_id: order.checkout_id.to_hex(),
            return_id: None,
            amount: order.total,
            since: order.refund_started_at.map(rfc3339),
        }
    }
}

impl RefundInDoubt {
    /// A return's refund under way or in doubt; `None` for a return with no claim.
    pub fn of_return(request: ReturnDocument) -> Option<Self> {
        let claim = request.refund_claim?;
        Some(RefundInDoubt {
            order_id: request.order_id.to_hex(),
            checkout_id: request.checkout_id.to_hex(),
            return_id: Some(request.id.to_hex()),
            amount: claim.amount,
            since: Some(rfc3339(claim.tried_from.unwrap_or(claim.at))),
        })
    }
}
