//! What the parcel pages read: a checkout with its orders, parcel, buyer's
//! delivery record and advance (the admin's), a checkout's parcel, and the
//! parcel an order left in (its customer's, once booked).

use super::{ShippingDesk, advance, buyer_record};
use crate::{
    documents::{
        checkout::CheckoutDocument,
        consignment::{BookingState, ConsignmentDocument},
        order::OrderDocument,
    },
    failure::Failure,
    repository::Repositories,
    texts,
};
use mongodb::bson::oid::ObjectId;
use shop_core::{Money, PaymentStatus, parcel::DeliveryRecord};

/// A checkout as the admin's parcel page shows it.
pub struct CheckoutView {
    pub checkout: CheckoutDocument,
    /// Whether a courier is set up.
    pub courier: bool,
    pub orders: Vec<OrderDocument>,
    pub parcel: Option<ConsignmentDocument>,
    /// The cash-on-delivery buyer's record with the courier, when it answers.
    pub record: Option<DeliveryRecord>,
    /// The advance the shop suggests asking, if any.
    pub suggested: Option<Money>,
    /// Whether an advance may be asked now (the shop takes bKash, and `advance::askable`).
    pub askable: bool,
}

/// Checkout `id` as the parcel page shows it; `online`: whether the shop takes money online.
pub async fn checkout_view(
    repositories: &Repositories,
    desk: &ShippingDesk,
    id: ObjectId,
    online: bool,
) -> Result<CheckoutView, Failure> {
    let checkout = repositories
        .orders
        .checkout_of(id, None)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    view_of(repositories, desk, checkout, online).await
}

/// `checkout` (as just read or written) as the parcel page shows it.
pub async fn view_of(
    repositories: &Repositories,
    desk: &ShippingDesk,
    checkout: CheckoutDocument,
    online: bool,
) -> Result<CheckoutView, Failure> {
    let orders = repositories.orders.orders_of(&checkout).await?;
    let parcel = repositories.consignments.of_checkout(checkout.id).await?;
    // Cash on delivery: the buyer's record with the courier says whether to send it on trust.
    let cash = orders.iter().find(|o| o.payment_status == PaymentStatus::DueOnDelivery);
    let record = match cash {
        Some(order) => buyer_record(desk, &order.shipping.destination.phone).await,
        None => None,
    };
    let askable = online && advance::askable(&checkout, parcel.as_ref(), &orders);
    let suggested = advance::suggestion(desk, &checkout, record).filter(|_| askable);
    Ok(CheckoutView {
        courier: desk.has_courier(),
        checkout,
        orders,
        parcel,
        record,
        suggested,
        askable,
    })
}

/// Checkout `id`'s parcel; 404 when none was booked.
pub async fn parcel(repositories: &Repositories, id: ObjectId) -> Result<ConsignmentDocument, Failure> {
    repositories
        .consignments
        .of_checkout(id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::shipping::NOT_FOUND.into()))
}

/// The booked parcel order `id` (of customer `owner`, unless an admin asks)
/// left in; 404 before it left with a courier, or for another's order.
pub async fn parcel_of_order(
    repositories: &Repositories,
    id: ObjectId,
    owner: Option<ObjectId>,
) -> Result<ConsignmentDocument, Failure> {
    let not_found = || Failure::NotFound(texts::shipping::NOT_FOUND.into());
    let order = repositories.orders.find(id, owner).await?.ok_or_else(not_found)?;
    repositories
        .consignments
        .of_checkout(order.checkout_id)
        .await?
        .filter(|parcel| parcel.orders.iter().any(|packed| packed.order_id == order.id))
        .filter(|parcel| parcel.state == BookingState::Booked)
        .ok_or_else(not_found)
}
