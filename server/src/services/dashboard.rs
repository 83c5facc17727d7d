//! The admin dashboard's figures: orders per status, sales of the last
//! `SALES_DAYS` shop days (from the kept tallies), and the payments that
//! need the admin.

use crate::{
    repository::{DaySales, Repositories, RepositoryError, Tallies},
    responses::attention::NeedsAttention,
    services::attention,
};
use mongodb::bson::DateTime;
use shop_core::{Money, OrderStatus};

/// Days of sales the dashboard charts, today included.
pub const SALES_DAYS: u32 = 30;

pub struct Figures {
    pub per_status: Vec<(OrderStatus, u64)>,
    pub per_day: Vec<DaySales>,
    pub attention: NeedsAttention,
}

/// The figures as they stand at `now`.
pub async fn figures(repositories: &Repositories, now: DateTime) -> Result<Figures, RepositoryError> {
    let days = shop_core::order::shop_days_ending(now.timestamp_millis(), SALES_DAYS);
    let ((per_status, per_day), attention) = futures_util::try_join!(
        per_status_and_day(repositories, &days),
        attention::needs_attention(repositories, now),
    )?;
    Ok(Figures {
        per_status,
        per_day,
        attention,
    })
}

/// The tallies added up, with the sales of `days` only (all days when
/// `None`): the base and the changes not folded yet, read as one snapshot.
pub async fn tallies(repositories: &Repositories, days: Option<&[String]>) -> Result<Tallies, RepositoryError> {
    repositories
        .atomically(|mut tx| async move {
            let tallies = repositories.order_stats.tallies_in(&mut tx, days).await;
            (tx, tallies)
        })
        .await
}

/// Counts every order again, then replaces the tallies with the count in
/// one transaction (a failed count leaves the tallies as they were).
pub async fn rebuild(repositories: &Repositories) -> Result<(), RepositoryError> {
    let counted = &repositories.order_stats.recount().await?;
    repositories
        .atomically(|mut tx| async move {
            let replaced = repositories.order_stats.replace_in(&mut tx, counted).await;
            (tx, replaced)
        })
        .await
}

/// How many orders are in each status, every status listed (zero
/// included), in the core's order; and the sales of each of `days` that
/// had any, in day order.
async fn per_status_and_day(
    repositories: &Repositories,
    days: &[String],
) -> Result<(Vec<(OrderStatus, u64)>, Vec<DaySales>), RepositoryError> {
    let tallies = tallies(repositories, Some(days)).await?;
    let per_status = OrderStatus::ALL
        .into_iter()
        .map(|status| {
            let counted = tallies.statuses.get(status.as_str()).copied().unwrap_or(0);
            (status, u64::try_from(counted).unwrap_or(0))
        })
        .collect();
    let per_day = tallies
        .days
        .into_iter()
        .filter(|(day, (_, orders))| *orders > 0 && days.contains(day))
        .map(|(day, (total, orders))| DaySales {
            day,
            total: Money::from_poisha(total),
            orders: u64::try_from(orders).unwrap_or(0),
        })
        .collect();
    Ok((per_status, per_day))
}
