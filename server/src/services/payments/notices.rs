//! What a gateway says on its own: a server-to-server notice (SSLCommerz's
//! IPN), believed only once its signature proves who sent it, and then only
//! as a reason to ask the provider, like a callback.

use super::{PaymentDesk, callback};
use crate::{failure::Failure, repository::Repositories, texts};
use mongodb::bson::oid::ObjectId;

/// A notice from provider `name` as its form fields: the checkout it was
/// about, after asking the provider where that payment stands. A notice
/// whose signature fails is refused and changes nothing.
pub async fn notice(
    repositories: &Repositories,
    desk: &PaymentDesk,
    name: &str,
    fields: &[(String, String)],
) -> Result<ObjectId, Failure> {
    let provider = desk.provider_named(name)?;
    let payment_id = provider.notice(fields).map_err(|error| {
        tracing::warn!(%error, provider = name, "a payment notice was refused");
        Failure::Refused(texts::payments::NOTICE_REFUSED.into())
    })?;
    let paid = fields
        .iter()
        .any(|(key, value)| key == "status" && matches!(value.as_str(), "VALID" | "VALIDATED"));
    callback(
        repositories,
        desk,
        &payment_id,
        if paid { "success" } else { "failure" },
    )
    .await
}
