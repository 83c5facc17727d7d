//! Orders as the API answers them (the spec's field names).

use super::rfc3339;
use crate::documents::order::{Destination, OrderDocument};
use serde::Serialize;
use shop_core::OrderStatus;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct OrderProductResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub cover: String,
}

/// An order with the spec's field names: `product_id` and `shipping_id` are
/// objects, and the address fields also appear at the top level.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
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
    #[schema(value_type = OrderStatusName)]
    pub order_status_type: OrderStatus,
    #[schema(value_type = Vec<OrderStatusName>)]
    pub next_statuses: Vec<OrderStatus>,
    pub status_history: Vec<StatusResponse>,
    pub shipper_id: Option<String>,
    pub shipping_id: Destination,
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

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct StatusResponse {
    #[schema(value_type = OrderStatusName)]
    pub status: OrderStatus,
    pub at: String,
}

impl From<OrderDocument> for OrderResponse {
    fn from(order: OrderDocument) -> Self {
        let s = order.shipping.destination;
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
            shipping_id: s,
            delivery_date: rfc3339(order.delivery_date),
            created_at: created.clone(),
            created_at_snake: created,
        }
    }
}

/// An order status as the API writes it: the core's lifecycle names, listed
/// from the core so the document cannot drift from it.
pub struct OrderStatusName;

impl utoipa::PartialSchema for OrderStatusName {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(OrderStatus::ALL.iter().map(|status| status.as_str())))
            .into()
    }
}

impl utoipa::ToSchema for OrderStatusName {}
