//! Moving an order along its lifecycle (an admin, or a customer cancelling),
//! with the e-mail that tells the customer.

use crate::texts;
use crate::{
    documents::order::OrderDocument,
    repository::{Repositories, StatusRefusal},
    services::Failure,
    services::{order_mail, payments::PaymentDesk, stock_alerts},
};
use mongodb::bson::oid::ObjectId;
use shop_core::OrderStatus;

/// Moves order `id` (with `owner`, only that customer's) to `to`; shipped,
/// delivered and cancelled orders queue their e-mail in the same transaction.
pub async fn change_status(
    repositories: &Repositories,
    desk: &PaymentDesk,
    id: ObjectId,
    owner: Option<ObjectId>,
    to: OrderStatus,
) -> Result<OrderDocument, Failure> {
    let order = repositories
        .orders
        .find(id, owner)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let recipient = order_mail::recipient(repositories, order.customer_id, &desk.settings().public_url).await?;
    let mails = |orders: &[OrderDocument]| {
        orders
            .iter()
            .filter_map(|o| recipient.as_ref().and_then(|to| order_mail::status_message(to, o)))
            .collect()
    };
    let restocked = stock_alerts::mails(&desk.settings().public_url);
    match repositories
        .orders
        .change_status(id, owner, to, &mails, &restocked)
        .await?
    {
        Ok(order) => Ok(order),
        Err(StatusRefusal::NotFound) => Err(Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into())),
        Err(StatusRefusal::Invalid(error)) => Err(Failure::Conflict(error.text())),
    }
}
