//! Returns as the API answers them. Money is poisha.

use super::{order::wire_names, rfc3339, text::TextAnswer};
use crate::documents::return_request::ReturnDocument;
use mongodb::bson::DateTime;
use serde::Serialize;
use shop_core::Text;

/// An order's return as its page shows it: the return asked (if any), and
/// whether one may be asked now.
pub struct ReturnView {
    pub request: Option<ReturnDocument>,
    /// Why no return may be asked now; `None` when one may.
    pub refusal: Option<Text>,
    pub window_days: u32,
    /// The last moment one may be asked, once the order is delivered.
    pub until: Option<DateTime>,
}
use shop_core::returns::{ReturnReason, ReturnStatus};

wire_names!(
    /// A return's status: the core's return states.
    ReturnStatusName,
    ReturnStatus::ALL,
    ReturnStatus::as_str
);
wire_names!(
    /// Why a phone is sent back.
    ReturnReasonName,
    ReturnReason::ALL,
    ReturnReason::as_str
);

/// One step of a return.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ReturnChangeAnswer {
    #[schema(value_type = ReturnStatusName)]
    pub status: ReturnStatus,
    pub at: String,
    /// The admin's note; empty when none.
    pub note: String,
}

/// The money a return gave back.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ReturnRefundAnswer {
    pub amount: i64,
    pub delivery_fee_included: bool,
    /// `bkash` or `cash`.
    pub method: String,
    pub trx_id: Option<String>,
    pub at: String,
}

/// A return.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ReturnAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    pub order_id: String,
    pub checkout_id: String,
    pub customer_id: String,
    pub title: String,
    /// The variant's label; empty when none.
    pub label: String,
    pub quantity: i64,
    #[schema(value_type = ReturnReasonName)]
    pub reason: ReturnReason,
    pub details: String,
    /// The customer's photos.
    pub photos: Vec<String>,
    #[schema(value_type = ReturnStatusName)]
    pub status: ReturnStatus,
    /// Where the admin may move it next (a received one is refunded with Refund).
    #[schema(value_type = Vec<ReturnStatusName>)]
    pub next_statuses: Vec<ReturnStatus>,
    pub history: Vec<ReturnChangeAnswer>,
    /// Once received: back to stock (true) or written off (false).
    pub restocked: Option<bool>,
    pub refund: Option<ReturnRefundAnswer>,
    /// The number of its Mushak-6.7 credit note once issued (`GET /api/order/{id}/credit-note`).
    pub credit_note: Option<String>,
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

impl From<ReturnDocument> for ReturnAnswer {
    fn from(request: ReturnDocument) -> Self {
        ReturnAnswer {
            id: request.id.to_hex(),
            order_id: request.order_id.to_hex(),
            checkout_id: request.checkout_id.to_hex(),
            customer_id: request.customer_id.to_hex(),
            title: request.product.title,
            label: request.product.label,
            quantity: request.quantity,
            reason: request.reason,
            details: request.details,
            photos: request
                .photos
                .iter()
                .map(|id| format!("/api/images/{}", id.to_hex()))
                .collect(),
            status: request.status,
            next_statuses: request.status.next_statuses().to_vec(),
            history: request
                .history
                .into_iter()
                .map(|c| ReturnChangeAnswer {
                    status: c.status,
                    at: rfc3339(c.at),
                    note: c.note,
                })
                .collect(),
            restocked: request.restocked,
            credit_note: request.credit_note,
            refund: request.refund.map(|r| ReturnRefundAnswer {
                amount: r.amount,
                delivery_fee_included: r.delivery_fee_included,
                method: r.method,
                trx_id: r.trx_id,
                at: rfc3339(r.at),
            }),
            created_at: rfc3339(request.created_at),
        }
    }
}

/// An order's return on its page: the return asked, or whether one may be.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct OrderReturnAnswer {
    pub request: Option<ReturnAnswer>,
    /// Whether the customer may ask a return now.
    pub may_ask: bool,
    /// Why not, when not.
    pub refusal: Option<TextAnswer>,
    /// The shop's return window, in days after delivery.
    pub window_days: u32,
    /// The last moment a return may be asked (RFC 3339), once delivered.
    pub until: Option<String>,
}

impl From<ReturnView> for OrderReturnAnswer {
    fn from(view: ReturnView) -> Self {
        OrderReturnAnswer {
            may_ask: view.refusal.is_none(),
            refusal: view.refusal.map(Into::into),
            request: view.request.map(Into::into),
            window_days: view.window_days,
            until: view.until.map(rfc3339),
        }
    }
}
