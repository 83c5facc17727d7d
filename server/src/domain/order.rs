//! Orders: one per product bought, as the spec's Order entity has one product.

use super::address::AddressDocument;
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::OrderStatus;

/// The product of an order, frozen at checkout.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OrderProduct {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub title: String,
    pub cover: String,
}

/// Where an order goes, copied from the chosen address at checkout so later
/// edits of the address book do not move parcels already on their way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShippingSnapshot {
    pub address_id: ObjectId,
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

impl ShippingSnapshot {
    /// The parcel's destination, copied from a saved address.
    pub fn from_address(address: &AddressDocument) -> Self {
        let f = &address.fields;
        ShippingSnapshot {
            address_id: address.id,
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
    pub total: i64,
    pub payment_method: String,
    pub payment_status: String,
    pub order_status_type: OrderStatus,
    pub status_history: Vec<StatusChange>,
    pub shipping: ShippingSnapshot,
    pub shipper_id: Option<ObjectId>,
    pub delivery_date: DateTime,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}

/// A record that a customer's checkout with an idempotency key happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CheckoutDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub key: String,
    pub order_ids: Vec<ObjectId>,
    pub total: i64,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

#[derive(Debug, Clone, Serialize)]
pub struct OrderProductResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub cover: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct ShippingResponse {
    pub first_name: String,
    pub last_name: String,
    pub address: String,
    pub apartment_suit: String,
    pub area: String,
    pub city: String,
    pub region: String,
    pub state: String,
    pub post_code: String,
    pub country: String,
    pub phone: String,
}

/// An order with the spec's field names: `product_id` and `shipping_id` are
/// objects, and the address fields also appear at the top level.
#[derive(Debug, Clone, Serialize)]
pub struct OrderResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub checkout_id: String,
    pub customer_id: String,
    pub product_id: OrderProductResponse,
    pub title: String,
    pub cover: String,
    pub description: String,
    pub price: i64,
    pub list_price: i64,
    pub discount: i64,
    pub quantity: i64,
    pub total: i64,
    pub payment_method: String,
    pub payment_status: String,
    pub order_status_type: OrderStatus,
    pub next_statuses: Vec<OrderStatus>,
    pub status_history: Vec<StatusResponse>,
    pub shipper_id: Option<String>,
    pub shipping_id: ShippingResponse,
    pub address: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub post_code: String,
    pub phone: String,
    pub delivery_date: String,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "created_at")]
    pub created_at_snake: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct StatusResponse {
    pub status: OrderStatus,
    pub at: String,
}

fn rfc3339(date: DateTime) -> String {
    date.try_to_rfc3339_string().unwrap_or_default()
}

impl From<OrderDocument> for OrderResponse {
    fn from(order: OrderDocument) -> Self {
        let s = order.shipping;
        let created = rfc3339(order.created_at);
        OrderResponse {
            id: order.id.to_hex(),
            checkout_id: order.checkout_id.to_hex(),
            customer_id: order.customer_id.to_hex(),
            title: order.product.title.clone(),
            cover: order.product.cover.clone(),
            product_id: OrderProductResponse {
                id: order.product.id.to_hex(),
                title: order.product.title,
                cover: order.product.cover,
            },
            description: order.description,
            price: order.price,
            list_price: order.list_price,
            discount: order.discount,
            quantity: order.quantity,
            total: order.total,
            payment_method: order.payment_method,
            payment_status: order.payment_status,
            order_status_type: order.order_status_type,
            next_statuses: order.order_status_type.next_statuses().to_vec(),
            status_history: order
                .status_history
                .into_iter()
                .map(|c| StatusResponse {
                    status: c.status,
                    at: rfc3339(c.at),
                })
                .collect(),
            shipper_id: order.shipper_id.map(|id| id.to_hex()),
            address: s.address.clone(),
            city: s.city.clone(),
            state: s.state.clone(),
            country: s.country.clone(),
            post_code: s.post_code.clone(),
            phone: s.phone.clone(),
            shipping_id: ShippingResponse {
                first_name: s.first_name,
                last_name: s.last_name,
                address: s.address,
                apartment_suit: s.apartment_suit,
                area: s.area,
                city: s.city,
                region: s.region,
                state: s.state,
                post_code: s.post_code,
                country: s.country,
                phone: s.phone,
            },
            delivery_date: rfc3339(order.delivery_date),
            created_at: created.clone(),
            created_at_snake: created,
        }
    }
}
