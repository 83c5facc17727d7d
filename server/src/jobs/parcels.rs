//! Asking the courier about parcels nothing was heard of (a booking whose
//! answer was lost, a webhook that never came), telling customers whose
//! orders run late, and recording the courier's payouts, every poll
//! interval on each instance.

use crate::{
    repository::Repositories,
    services::{
        clocks::tell_delays,
        shipping::{ShippingDesk, check_unsettled, record_payouts},
    },
};
use mongodb::bson::DateTime;
use std::time::Duration;

/// Runs the pass every `interval` until the jobs stop; run it with [`super::Jobs::spawn`].
pub async fn run(repositories: Repositories, desk: ShippingDesk, interval: Duration, stop: super::StopSignal) {
    let (repositories, desk) = (&repositories, &desk);
    super::every(interval, stop, move || async move {
        match check_unsettled(repositories, desk, DateTime::now()).await {
            Ok(0) => {}
            Ok(asked) => tracing::info!(asked, "the courier was asked about parcels"),
            Err(error) => tracing::warn!(?error, "the parcel pass failed; trying again later"),
        }
        match tell_delays(repositories, &desk.public_url, DateTime::now()).await {
            Ok(0) => {}
            Ok(told) => tracing::info!(told, "customers told their orders run late"),
            Err(error) => tracing::warn!(?error, "telling late orders failed; trying again later"),
        }
        match record_payouts(repositories, desk).await {
            Ok(0) => {}
            Ok(recorded) => tracing::info!(recorded, "the courier's payouts recorded"),
            Err(error) => tracing::warn!(?error, "reading the courier's payouts failed; trying again later"),
        }
    })
    .await;
}
