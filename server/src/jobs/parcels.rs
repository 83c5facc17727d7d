//! Asking the courier about parcels nothing was heard of (a booking whose
//! answer was lost, a webhook that never came), every poll interval on each
//! instance.

use crate::{
    repository::Repositories,
    services::shipping::{ShippingDesk, check_unsettled},
};
use mongodb::bson::DateTime;
use std::time::Duration;

/// Runs the pass every `interval` until the process stops; run it with `tokio::spawn`.
pub async fn run(repositories: Repositories, desk: ShippingDesk, interval: Duration) {
    let (repositories, desk) = (&repositories, &desk);
    super::every(interval, move || async move {
        match check_unsettled(repositories, desk, DateTime::now()).await {
            Ok(0) => {}
            Ok(asked) => tracing::info!(asked, "the courier was asked about parcels"),
            Err(error) => tracing::warn!(?error, "the parcel pass failed; trying again later"),
        }
    })
    .await;
}
