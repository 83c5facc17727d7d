//! The payment job: every `job_interval`, the checkouts whose payment is due
//! a look (callbacks that never came, lapses, refunds in doubt).

use crate::{
    repository::Repositories,
    services::payments::{self, JobPass, PaymentDesk},
};
use mongodb::bson::DateTime;

/// Runs the payment job until the jobs stop; run it with [`super::Jobs::spawn`].
pub async fn run(repositories: Repositories, desk: PaymentDesk, stop: super::StopSignal) {
    let (repositories, desk) = (&repositories, &desk);
    super::every(desk.settings().job_interval, stop, move || async move {
        match payments::run_due(repositories, desk, DateTime::now()).await {
            Ok(pass) if pass != JobPass::default() => tracing::info!(?pass, "payment job"),
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "payment job pass failed; trying again next time"),
        }
    })
    .await;
}
