//! Parcels handed to a courier, behind one trait: booking a consignment,
//! asking where one is, and reading the courier's webhooks. A Steadfast
//! adapter (merchant API v1) is the one the settings can choose; another
//! courier is another adapter of [`Courier`] (see docs/couriers.md).

pub mod steadfast;
mod wire;

use crate::config::{CourierAccount, CourierSettings};
use shop_core::{
    Money,
    parcel::{DeliveryRecord, ParcelStatus},
};
use std::sync::Arc;

/// What the courier is asked to carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParcelRequest {
    /// The shop's own id of the parcel, unique per shop: a booking sent
    /// twice is refused by it, and a lost answer is looked up by it.
    pub invoice: String,
    pub recipient_name: String,
    /// `01XXXXXXXXX`.
    pub recipient_phone: String,
    pub recipient_address: String,
    /// Cash the courier collects at the door, all charges included.
    pub cash_to_collect: Money,
    pub note: String,
    pub items: String,
    pub lot: u32,
}

/// A consignment the courier took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Booking {
    pub consignment_id: String,
    pub tracking_code: String,
    pub status: ParcelStatus,
}

/// Why a call did not do what it asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CourierError {
    /// Never as it is: the courier refused the parcel, with its reasons
    /// (a phone that is not 11 digits, an address too long).
    #[error("refused: {}", .0.join("; "))]
    Refused(Vec<String>),
    /// The call may have gone through, but no answer says so (a timeout
    /// after sending, an answer that is not the courier's).
    #[error("no answer: {0}")]
    Unclear(String),
    /// Surely not done (the courier is away, or refused the account's keys).
    #[error("not now: {0}")]
    NotNow(String),
}

/// What a courier's webhook says.
#[derive(Debug, Clone, PartialEq)]
pub enum CourierNews {
    /// The consignment's status moved; a final one says what was collected
    /// and charged.
    Status {
        consignment_id: String,
        invoice: String,
        status: ParcelStatus,
        collected: Money,
        charge: Money,
        /// Whether the courier said what it collected and charged (a
        /// webhook does; a status lookup does not, and the amounts are
        /// the shop's estimate until a payout counts them).
        amounts_known: bool,
        message: String,
        at_ms: i64,
    },
    /// A step on the way (picked up, at a hub, out for delivery).
    Tracking {
        consignment_id: String,
        invoice: String,
        message: String,
        at_ms: i64,
    },
}

impl CourierNews {
    /// The shop's invoice the news is about.
    pub fn invoice(&self) -> &str {
        match self {
            Self::Status { invoice, .. } | Self::Tracking { invoice, .. } => invoice,
        }
    }
}

/// A payout the courier made to the shop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payout {
    /// The courier's id of the payout.
    pub id: String,
    /// What it paid: the cash its parcels collected less their charges.
    pub amount: Money,
    /// When the courier made it (milliseconds since the epoch), when it says.
    pub at_ms: Option<i64>,
    /// The parcels it paid for.
    pub lines: Vec<PayoutLine>,
}

/// One parcel of a payout, as the courier counts it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayoutLine {
    pub invoice: String,
    pub collected: Money,
    pub charge: Money,
}

/// Why a webhook was not taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WebhookError {
    #[error("the webhook's token is missing or wrong")]
    Unauthorized,
    #[error("the webhook is not one the courier sends: {0}")]
    Malformed(String),
}

/// A courier the shop books parcels with.
#[async_trait::async_trait]
pub trait Courier: Send + Sync {
    /// The courier's name, stored on each consignment (`steadfast`).
    fn name(&self) -> &'static str;

    /// Books one parcel.
    async fn book(&self, parcel: &ParcelRequest) -> Result<Booking, CourierError>;

    /// Books parcels in one call (at most [`Courier::batch_limit`]): each
    /// booked or refused with its reasons.
    async fn book_many(&self, parcels: &[ParcelRequest]) -> Result<Vec<Result<Booking, Vec<String>>>, CourierError>;

    /// The most parcels [`Courier::book_many`] takes at once.
    fn batch_limit(&self) -> usize;

    /// The status of the parcel booked under `invoice`, or `None` when the
    /// courier has no such parcel.
    async fn status_of(&self, invoice: &str) -> Result<Option<ParcelStatus>, CourierError>;

    /// The ids of the payouts the courier made, newest first.
    async fn payout_ids(&self) -> Result<Vec<String>, CourierError>;

    /// One payout, with the parcels it paid for.
    async fn payout(&self, id: &str) -> Result<Payout, CourierError>;

    /// The buyer's delivery record with the courier, by their number
    /// (`01XXXXXXXXX`): its fraud check.
    async fn delivery_record(&self, phone: &str) -> Result<DeliveryRecord, CourierError>;

    /// Reads a webhook: its `Authorization` header and body.
    fn read_news(&self, authorization: Option<&str>, body: &[u8]) -> Result<CourierNews, WebhookError>;
}

/// The configured courier, shared by routes and jobs.
pub type SharedCourier = Arc<dyn Courier>;

/// The courier `settings` name, if any.
pub fn from_settings(settings: &CourierSettings) -> Result<Option<SharedCourier>, reqwest::Error> {
    let Some(account) = &settings.account else {
        return Ok(None);
    };
    let client = reqwest::Client::builder()
        .timeout(settings.timeout)
        .connect_timeout(settings.timeout)
        .build()?;
    Ok(Some(match account {
        CourierAccount::Steadfast {
            base_url,
            api_key,
            secret_key,
            webhook_token,
        } => Arc::new(steadfast::Steadfast::new(
            client,
            base_url,
            steadfast::Keys {
                api_key: api_key.clone(),
                secret_key: secret_key.clone(),
                webhook_token: webhook_token.clone(),
            },
        )),
    }))
}
