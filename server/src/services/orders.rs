//! Moving an order along its lifecycle (an admin, or a customer cancelling),
//! with the e-mail that tells the customer.

use crate::texts;
use crate::{
    documents::order::OrderDocument,
    failure::Failure,
    repository::{Repositories, StatusRefusal},
    services::{order_mail, payments::PaymentDesk, stock_alerts},
};
use mongodb::bson::oid::ObjectId;
use shop_core::{OrderStatus, Text};

/// Moves order `id` (with `owner`, only that customer's) to `to`; shipped,
/// delivered and cancelled orders queue their e-mail in the same transaction.
/// Shipping records the IMEIs of each phone (`handsets`), checked by the
/// core; an IMEI on another live order is a conflict.
pub async fn change_status(
    repositories: &Repositories,
    desk: &PaymentDesk,
    id: ObjectId,
    owner: Option<ObjectId>,
    to: OrderStatus,
    handsets: &[Vec<String>],
) -> Result<OrderDocument, Failure> {
    let order = repositories
        .orders
        .find(id, owner)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let handsets = shipped_handsets(&order, to, handsets)?;
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
        .change_status(id, owner, to, &handsets, &mails, &restocked)
        .await
        .map_err(Failure::duplicate_means(texts::orders::IMEI_TAKEN_MEANWHILE))?
    {
        Ok(order) => Ok(order),
        Err(StatusRefusal::NotFound) => Err(Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into())),
        Err(StatusRefusal::Invalid(error)) => Err(Failure::Conflict(error.text())),
        Err(StatusRefusal::ImeiTaken(imei)) => Err(Failure::Conflict(
            Text::new(texts::orders::IMEI_TAKEN).name("imei", imei),
        )),
    }
}

/// The IMEIs an order ships with, as the core reads them: one list per
/// phone of the order, only when it ships.
fn shipped_handsets(
    order: &OrderDocument,
    to: OrderStatus,
    typed: &[Vec<String>],
) -> Result<Vec<Vec<String>>, Failure> {
    if to != OrderStatus::Shipped {
        return if typed.is_empty() {
            Ok(Vec::new())
        } else {
            Err(Failure::Refused(texts::orders::IMEIS_WHEN_SHIPPING.into()))
        };
    }
    let quantity = u32::try_from(order.quantity).unwrap_or(0);
    let phones = typed.iter().map(|phone| phone.iter().map(String::as_str));
    let shipped = shop_core::imei::shipment(phones, quantity).map_err(|e| Failure::Refused(e.text()))?;
    Ok(shipped
        .into_iter()
        .map(|phone| phone.into_iter().map(String::from).collect())
        .collect())
}
