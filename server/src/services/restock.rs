//! Stock coming back (a cancelled, lapsed or returned order, an admin's
//! restock) and the customers waiting for it told, inside the transaction
//! that moved the stock.
//!
//! Exactly once: the release claims each alert with a write conditional on
//! it still waiting, so a second instance's release meets a write conflict,
//! runs again and finds nothing waiting. A request writes the out-of-stock
//! product too, so it cannot slip in unseen beside a restock's transaction.

use crate::{
    documents::{order::OrderProduct, stock_alert::NoticeDocument},
    repository::{Awaited, BACK_IN_STOCK, Repositories, RepositoryError, Tx},
    services::stock_alerts,
};
use mongodb::bson::{DateTime, oid::ObjectId};

/// Whether stock that is `after` once `added` units came back was at none before.
pub fn back_from_none(after: i64, added: i64) -> bool {
    added > 0 && after - added <= 0
}

/// Gives an order's `quantity` units back to what it sold, in `tx`, telling
/// the customers waiting for it when that brings it back from none (their
/// e-mails link under `public_url`). Answers how many were told.
pub async fn give_back(
    repositories: &Repositories,
    tx: &mut Tx,
    sold: &OrderProduct,
    quantity: i64,
    now: DateTime,
    public_url: &str,
) -> Result<usize, RepositoryError> {
    match repositories.stock.give_back(tx, sold, quantity, now).await? {
        Some(after) if back_from_none(after, quantity) => {
            let awaited = Awaited {
                product: sold.id,
                variant: sold.variant_id,
            };
            release(repositories, tx, awaited, now, public_url).await
        }
        _ => Ok(0),
    }
}

/// Turns every alert waiting for `awaited` into a notice and an e-mail, in
/// `tx`, if it is in stock. Answers how many customers were told.
pub async fn release(
    repositories: &Repositories,
    tx: &mut Tx,
    awaited: Awaited,
    now: DateTime,
    public_url: &str,
) -> Result<usize, RepositoryError> {
    let Some(restocked) = repositories.stock_alerts.restocked_in(tx, awaited).await? else {
        return Ok(0);
    };
    if restocked.stock <= 0 {
        return Ok(0);
    }
    let alerts = repositories.stock_alerts.waiting_in(tx, awaited).await?;
    if alerts.is_empty() {
        return Ok(0);
    }
    let ids: Vec<ObjectId> = alerts.iter().map(|a| a.id).collect();
    repositories
        .stock_alerts
        .mark_notified_in(tx, awaited, &ids, now)
        .await?;
    let notices: Vec<NoticeDocument> = alerts
        .iter()
        .map(|alert| NoticeDocument {
            id: ObjectId::new(),
            customer_id: alert.customer_id,
            kind: BACK_IN_STOCK.to_owned(),
            product_id: awaited.product,
            product_title: restocked.title.clone(),
            product_slug: restocked.slug.clone(),
            variant_id: awaited.variant,
            variant_label: restocked.label.clone(),
            dedupe_key: format!("{BACK_IN_STOCK}:{}", alert.request_id.to_hex()),
            read_at: None,
            created_at: now,
        })
        .collect();
    repositories.stock_alerts.insert_notices_in(tx, &notices).await?;
    for (alert, notice) in alerts.iter().zip(&notices) {
        if let Some(message) = stock_alerts::mail(public_url, alert, notice) {
            repositories.outbox.enqueue_in(tx, &message).await?;
        }
    }
    Ok(notices.len())
}
