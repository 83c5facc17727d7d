//! The admin dashboard's figures: orders per status, sales of the last
//! `SALES_DAYS` shop days (from the kept tallies), and the payments that
//! need the admin.

use crate::{
    repository::{DaySales, Repositories, RepositoryError},
    responses::attention::NeedsAttention,
    services::attention,
};
use mongodb::bson::DateTime;
use shop_core::OrderStatus;

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
        repositories.order_stats.dashboard(&days),
        attention::needs_attention(repositories, now),
    )?;
    Ok(Figures {
        per_status,
        per_day,
        attention,
    })
}
