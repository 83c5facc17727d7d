//! Orders as stored in `orders`: one per cart line, grouped by their checkout.

use super::address::{AddressDocument, AddressFields};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::{DeliveryZone, OrderState, OrderStatus, PaymentStatus};

/// The product of an order, frozen at checkout.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OrderProduct {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub title: String,
    pub cover: String,
    /// The variant sold; none when the product was its own one variant.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant_id: Option<ObjectId>,
    /// The variant's label, kept as it was, e.g. `8/256 GB · Blue · Official`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub label: String,
    /// The phone's brand when it was sold (coupons for some brands read it).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub brand: String,
    /// The warranty it was sold with: its edition's (the brand's official
    /// months, or the shop's own), as stated when it was sold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warranty: Option<String>,
}

/// Where a parcel goes, with the contract's field names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Destination {
    pub first_name: String,
    pub last_name: String,
    pub phone: String,
    pub address: String,
    pub apartment_suit: String,
    pub area: String,
    pub city: String,
    pub region: String,
    pub state: String,
    pub post_code: String,
    pub country: String,
}

impl From<&AddressFields> for Destination {
    fn from(f: &AddressFields) -> Self {
        Destination {
            first_name: f.first_name.clone(),
            last_name: f.last_name.clone(),
            phone: f.phone.clone(),
            address: f.address.clone(),
            apartment_suit: f.apartment_suit.clone(),
            area: f.area.clone(),
            city: f.city.clone(),
            region: f.region.clone(),
            state: f.state.clone(),
            post_code: f.zip_code.clone(),
            country: f.country.clone(),
        }
    }
}

/// Where an order goes, copied from the chosen address at checkout so later
/// edits of the address book do not move parcels already on their way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShippingSnapshot {
    pub address_id: ObjectId,
    #[serde(flatten)]
    pub destination: Destination,
}

impl ShippingSnapshot {
    /// The parcel's destination, copied from a saved address.
    pub fn from_address(address: &AddressDocument) -> Self {
        ShippingSnapshot {
            address_id: address.id,
            destination: Destination::from(&address.fields),
        }
    }
}

/// One step of an order's life.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StatusChange {
    pub status: OrderStatus,
    pub at: DateTime,
}

/// An order in the `orders` collection. Money is poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OrderDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub checkout_id: ObjectId,
    pub customer_id: ObjectId,
    pub product: OrderProduct,
    pub description: String,
    /// Unit price paid, after discount.
    pub price: i64,
    pub list_price: i64,
    pub discount: i64,
    pub quantity: i64,
    /// What this order's goods cost the shopper: `price` times `quantity`,
    /// less its share of the checkout's coupon (what a refund gives back).
    pub total: i64,
    /// The checkout's coupon and this order's share of it, in poisha.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coupon: Option<OrderCoupon>,
    /// The card EMI the shopper will pay with on delivery, when chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub emi: Option<EmiChoice>,
    pub payment_method: String,
    pub payment_status: PaymentStatus,
    pub order_status_type: OrderStatus,
    /// The checkout's delivery zone; `None` on orders from before zones.
    #[serde(default)]
    pub delivery_zone: Option<DeliveryZone>,
    /// The one delivery fee the whole checkout paid, after a free-delivery
    /// coupon (shown on each of its orders).
    #[serde(default)]
    pub delivery_fee: i64,
    /// What the whole checkout charged: its lines and the delivery fee.
    #[serde(default)]
    pub checkout_total: i64,
    /// Set when an instance starts giving this order's money back; cleared
    /// only if the provider refused, so a refund is never made twice.
    #[serde(default)]
    pub refund_started_at: Option<DateTime>,
    /// A refund try got no answer: the refund may have been made, and the
    /// next try asks the provider before refunding.
    #[serde(default)]
    pub refund_unclear: bool,
    /// When the first try that may have made the refund began: a refund the
    /// provider lists from before it is not this order's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refund_tried_from: Option<DateTime>,
    /// What the first try asked the provider for (poisha), and whether the
    /// delivery fee was in it: a retry looks for, and asks for, the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refund_amount: Option<i64>,
    #[serde(default)]
    pub refund_with_fee: bool,
    /// The client address it was placed from (its rate-limit key), when known:
    /// what orders not yet paid or confirmed hold is limited per address too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placed_from: Option<String>,
    /// When the payment job takes a refund try that was never finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refund_due_at: Option<DateTime>,
    /// The money given back for a cancelled paid order.
    #[serde(default)]
    pub refund: Option<RefundRecord>,
    /// The number of its Mushak-6.3 tax invoice, once delivered and issued.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invoice: Option<String>,
    pub status_history: Vec<StatusChange>,
    /// The IMEIs of each phone shipped (one, or two for a dual-SIM phone),
    /// recorded when it ships.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handsets: Vec<Vec<String>>,
    /// The courier it left with and its tracking code, once booked (none
    /// for an order shipped by hand, or before the courier's code is known).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tracking: Option<Tracking>,
    pub shipping: ShippingSnapshot,
    pub shipper_id: Option<ObjectId>,
    pub delivery_date: DateTime,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}

/// A parcel's courier and the code its customer follows it by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tracking {
    pub courier: String,
    pub code: String,
}

/// The card-EMI plan a shopper chose to pay a cash-on-delivery order with
/// (no EMI payment is taken online: the courier's card machine takes it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EmiChoice {
    pub bank: String,
    pub months: u32,
}

/// A coupon's share of one order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OrderCoupon {
    pub code: String,
    /// Taken off this order's goods, in poisha.
    pub off: i64,
}

/// A refund the provider made.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RefundRecord {
    /// bKash's id of the refund; none when nothing was owed (a 0 TK order)
    /// and so nothing was sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trx_id: Option<String>,
    /// Poisha given back.
    pub amount: i64,
    /// Whether the checkout's delivery fee went back with it.
    pub delivery_fee_included: bool,
    pub at: DateTime,
}

impl OrderDocument {
    /// The order's status and its payment's, as the core moves them.
    pub fn state(&self) -> OrderState {
        OrderState::new(self.order_status_type, self.payment_status)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mongodb::bson::{doc, from_document, to_document};

    #[test]
    fn the_destination_is_stored_beside_the_address_id() {
        let stored = doc! {
            "address_id": ObjectId::new(), "first_name": "Rahim", "last_name": "Khan", "phone": "01712345678",
            "address": "House 12, Road 5", "apartment_suit": "", "area": "Dhanmondi", "city": "Dhaka",
            "region": "", "state": "", "post_code": "1205", "country": "Bangladesh",
        };
        let snapshot: ShippingSnapshot = from_document(stored.clone()).expect("reads");
        assert_eq!(snapshot.destination.city, "Dhaka");
        assert_eq!(to_document(&snapshot).expect("writes"), stored);
    }
}
