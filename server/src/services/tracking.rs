//! "Track my order" without signing in: the order's reference and the number
//! it ships to, proven by a code sent there, show its checkout (timeline and
//! invoice). The reference is what the shopper was given: the checkout's or
//! the order's id, or its last 8 characters as the SMS and the pages show it.

use crate::{
    documents::{checkout::CheckoutDocument, order::OrderDocument},
    failure::Failure,
    repository::Repositories,
    services::{
        payments,
        phone_codes::{self, Proof},
    },
    texts,
};
use mongodb::bson::DateTime;

/// Orders to one number looked through at most (a shop's customer has a few).
const LOOKED_THROUGH: i64 = 200;

/// Whether `reference` names one of `ids` (an order's and its checkout's,
/// in hex): the whole id or its last 8 characters, in any case.
fn names(reference: &str, ids: [&str; 2]) -> bool {
    let reference = reference.trim().to_ascii_lowercase();
    let valid = matches!(reference.len(), 8 | 24) && reference.bytes().all(|b| b.is_ascii_hexdigit());
    valid && ids.iter().any(|id| id.ends_with(&reference))
}

/// The checkout of the order `reference` names among those shipping to the
/// proven number, with its orders; the code is spent only when one is found.
pub async fn track(
    repositories: &Repositories,
    reference: &str,
    proof: Proof,
    now: DateTime,
) -> Result<(CheckoutDocument, Vec<OrderDocument>), Failure> {
    let not_found = || Failure::NotFound(texts::orders::NOT_TRACKED.into());
    let shipped = repositories.orders.shipping_to(&proof.phone, LOOKED_THROUGH).await?;
    let order = shipped
        .into_iter()
        .find(|order| names(reference, [&order.id.to_hex(), &order.checkout_id.to_hex()]))
        .ok_or_else(not_found)?;
    let spent = repositories
        .atomically(|mut tx| {
            let proof = &proof;
            async move {
                let spent = phone_codes::spend_in(repositories, &mut tx, proof).await;
                (tx, spent)
            }
        })
        .await?;
    if !spent {
        return Err(Failure::Refused(texts::codes::SPENT.into()));
    }
    phone_codes::count_used(repositories, now).await;
    payments::details(repositories, order.checkout_id, None).await
}

#[cfg(test)]
mod tests {
    use super::names;

    #[test]
    fn a_reference_is_a_whole_id_or_its_last_eight_characters() {
        let ids = ["665f1c2e9b1e8a3d4c5b6a70", "665f1c2e9b1e8a3d11112222"];
        assert!(names("4C5B6A70", ids));
        assert!(names("11112222", ids));
        assert!(names(" 665f1c2e9b1e8a3d4c5b6a70 ", ids));
        assert!(!names("5B6A70", ids), "too short to name one order");
        assert!(!names("4c5b6a7g", ids));
        assert!(!names("99999999", ids));
    }
}
