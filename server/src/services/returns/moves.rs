//! A return's record and moves, each in one transaction with its e-mails;
//! receiving a return gives its phones back to stock (or writes them off)
//! and frees their IMEIs.

use crate::{
    documents::{outbox::OutboxMessage, return_request::ReturnDocument},
    failure::Failure,
    repository::{Decided, Repositories, ReturnMove, Tx},
    services::restock,
    texts,
};

/// Records a new return with its e-mails; a second one for the same order is refused.
pub(super) async fn record(
    repositories: &Repositories,
    request: &ReturnDocument,
    mails: &[OutboxMessage],
) -> Result<(), Failure> {
    repositories
        .transaction(|mut tx| async move {
            let recorded = record_in(repositories, &mut tx, request, mails).await;
            (tx, recorded)
        })
        .await
        .map_err(Failure::duplicate_means(texts::returns::ASKED_ALREADY))?
}

async fn record_in(
    repositories: &Repositories,
    tx: &mut Tx,
    request: &ReturnDocument,
    mails: &[OutboxMessage],
) -> Decided<(), Failure> {
    repositories.returns.insert_in(tx, request).await?;
    for mail in mails {
        repositories.outbox.enqueue_in(tx, mail).await?;
    }
    Ok(Ok(()))
}

/// Moves a return that is still in `step.from`, with its e-mails; on
/// receiving, its phones go back to stock when `step.restock` says so
/// (telling the customers waiting, with links under `public_url`).
pub(super) async fn advance(
    repositories: &Repositories,
    step: &ReturnMove,
    mails: &[OutboxMessage],
    public_url: &str,
) -> Result<ReturnDocument, Failure> {
    repositories
        .transaction(|mut tx| async move {
            let moved = advance_in(repositories, &mut tx, step, mails, public_url).await;
            (tx, moved)
        })
        .await?
}

async fn advance_in(
    repositories: &Repositories,
    tx: &mut Tx,
    step: &ReturnMove,
    mails: &[OutboxMessage],
    public_url: &str,
) -> Decided<ReturnDocument, Failure> {
    let Some(moved) = repositories.returns.move_in(tx, step).await? else {
        return Ok(Err(Failure::Conflict(texts::returns::MOVED_MEANWHILE.into())));
    };
    if let Some(to_stock) = step.restock {
        if to_stock {
            let at = step.change.at;
            restock::give_back(repositories, tx, &moved.product, moved.quantity, at, public_url).await?;
        }
        repositories.orders.free_imeis(tx, moved.order_id).await?;
    }
    for mail in mails {
        repositories.outbox.enqueue_in(tx, mail).await?;
    }
    Ok(Ok(moved))
}
