//! Parcels with a courier: booking a checkout's parcel (its orders ship
//! with the IMEIs packed), taking what the courier reports (its webhooks,
//! and the poll job's lookups), receiving a returned parcel back, and the
//! courier's money (its payouts, and the ledger).

pub mod advance;
mod booking;
mod bulk;
pub mod ledger;
mod moves;
mod news;
mod payouts;
mod poll;
mod received;
pub mod view;

pub use booking::{Booked, Packing, book};
pub use bulk::{BulkOutcome, BulkParcel, book_many};
pub use news::take_news;
pub use payouts::record_payouts;
pub use poll::check_unsettled;
pub use received::receive_back;
pub use view::{CheckoutView, checkout_view, view_of};

use crate::{config::AdvanceSettings, couriers::SharedCourier, failure::Failure, texts};
use std::time::Duration;

/// What the shipping use cases share: the courier (none: orders ship by
/// hand), where the shop's pages are (for the customer's messages), and how
/// long a consignment waits before the poll job asks the courier about it.
#[derive(Clone)]
pub struct ShippingDesk {
    courier: Option<SharedCourier>,
    pub public_url: String,
    pub quiet_for: Duration,
    /// The advance asked of cash-on-delivery buyers.
    pub advance: AdvanceSettings,
}

impl ShippingDesk {
    pub fn new(courier: Option<SharedCourier>, public_url: String, quiet_for: Duration) -> Self {
        ShippingDesk {
            courier,
            public_url,
            quiet_for,
            advance: AdvanceSettings::default(),
        }
    }

    /// The desk asking advances by `advance`.
    pub fn with_advance(self, advance: AdvanceSettings) -> Self {
        ShippingDesk { advance, ..self }
    }

    /// The courier, or the refusal of a shop that has none.
    pub fn courier(&self) -> Result<&SharedCourier, Failure> {
        self.courier
            .as_ref()
            .ok_or_else(|| Failure::Conflict(texts::shipping::NO_COURIER.into()))
    }

    /// Whether a courier is set up.
    pub fn has_courier(&self) -> bool {
        self.courier.is_some()
    }
}

/// The buyer's delivery record with the courier, by the number their parcel
/// goes to; `None` without a courier or when it cannot say now (the admin
/// books without it).
pub async fn buyer_record(desk: &ShippingDesk, phone: &str) -> Option<shop_core::parcel::DeliveryRecord> {
    let courier = desk.courier.as_ref()?;
    match courier.delivery_record(phone).await {
        Ok(record) => Some(record),
        Err(error) => {
            tracing::warn!(%error, "the courier's fraud check did not answer");
            None
        }
    }
}
