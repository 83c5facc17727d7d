//! Cancelling the cash-on-delivery orders the shop has not confirmed in
//! time, every few minutes on each instance.

use crate::{
    repository::Repositories,
    services::{payments::PaymentDesk, unconfirmed::cancel_unconfirmed},
};
use mongodb::bson::DateTime;
use std::time::Duration;

/// How often an instance looks.
const EVERY: Duration = Duration::from_secs(5 * 60);

/// Runs the pass every few minutes until the jobs stop; run it with [`super::Jobs::spawn`].
pub async fn run(repositories: Repositories, desk: PaymentDesk, stop: super::StopSignal) {
    let (repositories, desk) = (&repositories, &desk);
    super::every(EVERY, stop, move || async move {
        match cancel_unconfirmed(repositories, desk, DateTime::now()).await {
            Ok(0) => {}
            Ok(cancelled) => tracing::info!(cancelled, "unconfirmed cash orders cancelled"),
            Err(error) => tracing::warn!(?error, "the unconfirmed-order pass failed; trying again later"),
        }
    })
    .await;
}
