//! The admin's "needs attention": payments completed after their checkout
//! lapsed, checkouts the provider could not settle yet, refunds in doubt
//! (of cancelled orders and of returns); and the SMS codes sent against
//! those used, with the alarm of the shop-wide budget; and the orders past
//! the guidelines' clocks.

use crate::responses::rfc3339;
use crate::{
    repository::{Repositories, RepositoryError},
    responses::attention::{
        ClockName, CodeFigures, LateClockItem, LatePaymentItem, NeedsAttention, RefundInDoubt, UnsettledCheckout,
    },
    services::{clocks, phone_codes},
};
use mongodb::bson::DateTime;
use shop_core::order::shop_days_ending;

/// Items of each kind listed at most.
const LISTED: i64 = 50;
/// How long a settled late payment stays listed, with what the shop did.
const SETTLED_SHOWN_MS: i64 = 7 * 86_400_000;

pub async fn needs_attention(repositories: &Repositories, now: DateTime) -> Result<NeedsAttention, RepositoryError> {
    let since = DateTime::from_millis(now.timestamp_millis() - SETTLED_SHOWN_MS);
    let days: Vec<String> = shop_days_ending(now.timestamp_millis(), 7)
        .iter()
        .map(|day| format!("d:{day}"))
        .collect();
    let (open, settled, unsettled, in_doubt, returns, tallies, late) = futures_util::try_join!(
        repositories.provider_payments.open_late(LISTED),
        repositories.provider_payments.settled_late(since, LISTED),
        repositories.orders.unsettled(LISTED),
        repositories.orders.refunds_in_doubt(LISTED),
        repositories.returns.refunds_claimed(now, LISTED),
        repositories.phone_codes.tallies(&days),
        clocks::late_work(repositories, now),
    )?;
    Ok(NeedsAttention {
        late_payments: open
            .into_iter()
            .chain(settled)
            .filter_map(LatePaymentItem::of)
            .collect(),
        unsettled: unsettled.into_iter().filter_map(UnsettledCheckout::of).collect(),
        refunds_in_doubt: in_doubt
            .into_iter()
            .map(RefundInDoubt::from)
            .chain(returns.into_iter().filter_map(RefundInDoubt::of_return))
            .collect(),
        codes: CodeFigures::of(&tallies, &phone_codes::day_tally(now.timestamp_millis())),
        late_clocks: late.into_iter().take(50).map(late_item).collect(),
    })
}

/// How the admin's list shows an order past a clock.
fn late_item(late: clocks::Late) -> LateClockItem {
    use shop_core::parcel::clocks::Clock;
    let started = late.started.timestamp_millis();
    LateClockItem {
        clock: match late.clock {
            Clock::HandOver => ClockName::HandOver,
            Clock::Delivery(_) => ClockName::Delivery,
            Clock::Refund => ClockName::Refund,
        },
        order_id: late.order.id.to_hex(),
        checkout_id: late.order.checkout_id.to_hex(),
        title: late.order.product.title,
        started_at: rfc3339(late.started),
        due_at: rfc3339(DateTime::from_millis(late.clock.deadline_ms(started))),
        late_hours: late.late_by_ms / 3_600_000,
    }
}
