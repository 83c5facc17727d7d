//! Issuing tax papers every few seconds on a VAT-registered shop: the
//! Mushak-6.3 invoices of orders delivered since the last pass and the
//! Mushak-6.7 credit notes of returns refunded since.

use crate::{config::VatSettings, repository::Repositories, services::tax_papers::issue_due};
use mongodb::bson::DateTime;

/// Issues what is due every `vat.invoicing_interval` until the jobs stop; run it with [`super::Jobs::spawn`].
pub async fn run(repositories: Repositories, vat: VatSettings, stop: super::StopSignal) {
    let (repositories, vat) = (&repositories, &vat);
    super::every(vat.invoicing_interval, stop, move || async move {
        match issue_due(repositories, vat, DateTime::now()).await {
            Ok(issued) if issued.invoices + issued.credit_notes > 0 => {
                tracing::info!(
                    invoices = issued.invoices,
                    credit_notes = issued.credit_notes,
                    "tax papers issued"
                );
            }
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "issuing tax papers failed; trying again shortly"),
        }
    })
    .await;
}
