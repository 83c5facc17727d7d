//! Background jobs: on every instance, apart from the requests, each a
//! small loop that runs one use case every so often. The use cases decide
//! and are safe to run on many instances at once (each move is conditional,
//! or one transaction); a job only keeps time and logs what a pass did.

pub mod carriers;
pub mod invoicing;
pub mod outbox;
pub mod parcels;
pub mod payments;
pub mod pruning;
pub mod refusals;
pub mod search_log;
mod stopping;
pub mod tally_folding;
pub mod unconfirmed_cash;

pub use stopping::{Jobs, StopSignal};

use std::time::Duration;
use tokio::time::MissedTickBehavior;

/// Runs `pass` every `period` until `stop` is requested, which ends the loop
/// between two passes; a slow pass delays the next one instead of bunching
/// them up.
async fn every<F, Fut>(period: Duration, mut stop: StopSignal, mut pass: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = ()>,
{
    let mut ticks = tokio::time::interval(period);
    ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            biased;
            () = stop.requested() => return,
            _ = ticks.tick() => {}
        }
        pass().await;
    }
}
