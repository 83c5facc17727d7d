//! Payment providers behind one small trait: bKash's tokenized checkout for
//! bKash, and the SSLCommerz gateway for cards, Nagad, Rocket and card EMI.
//! The shop talks to whatever base URL it is given (the provider's sandbox,
//! production, or a local simulator in `simulators/`).

mod bkash;
mod sslcommerz;

pub use bkash::BkashProvider;
use shop_core::{Money, PaymentMethod};
pub use sslcommerz::SslcommerzProvider;
use std::sync::Arc;

/// A payment to ask the provider for: the server's own total, never the client's.
#[derive(Debug, Clone)]
pub struct PaymentRequest {
    /// The shop's reference, shown to the shopper and echoed back (the checkout id).
    pub invoice: String,
    pub amount: Money,
    /// The way the shopper chose to pay (a gateway offers only that one).
    pub method: PaymentMethod,
    /// The shop's address for this provider's returns and notices,
    /// `<public_url>/api/payments/<provider>`: bKash sends the browser back to
    /// `/callback`, SSLCommerz to `/return/{success,fail,cancel}` and its IPN to `/ipn`.
    pub return_base: String,
    pub buyer: Buyer,
    /// Months of card EMI, when paid in instalments.
    pub instalments: Option<u32>,
    /// What is bought, in a few words (the gateway shows it).
    pub product: String,
}

/// Who pays, as a card gateway asks for it.
#[derive(Debug, Clone, Default)]
pub struct Buyer {
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub address: String,
    pub city: String,
}

/// A refund to ask the provider for.
#[derive(Debug, Clone)]
pub struct RefundAsk<'a> {
    pub payment_id: &'a str,
    pub trx_id: &'a str,
    pub amount: Money,
    pub reason: &'a str,
    /// The shop's own id of what is given back (an order, a return, a late
    /// payment): every try of one refund sends the same.
    pub key: &'a str,
}

/// The card or wallet that paid, as the provider reports it (masked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaidWith {
    /// `VISA`, `MASTERCARD`, `Nagad`, `Rocket`...
    pub name: String,
    /// The masked card or wallet number, e.g. `411111XXXXXX1111`.
    pub account: String,
}

/// A payment the provider created, and the page the shopper pays on.
#[derive(Debug, Clone)]
pub struct CreatedPayment {
    pub payment_id: String,
    pub redirect_url: String,
}

/// What the provider says about a payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The money is taken, as the provider reports it.
    Completed {
        trx_id: String,
        amount: Money,
        invoice: String,
        /// The card or wallet, when the provider says.
        paid_with: Option<PaidWith>,
        /// The provider's fraud check flagged it: the money is taken, but the
        /// shop holds the order until an admin accepts or refuses it.
        risk: Option<String>,
    },
    /// Refused for good: no balance, a blocked wallet, cancelled by the shopper.
    Declined { reason: String },
    /// Not decided: the shopper has not authorised it yet.
    Pending,
    /// The shopper authorised it on the provider's page; no money moves
    /// until the shop executes it.
    Authorised,
}

/// A refund the provider made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refund {
    pub refund_trx_id: String,
    pub amount: Money,
    /// When it completed, when the provider says.
    pub completed_at: Option<mongodb::bson::DateTime>,
}

/// Why a provider call decided nothing.
#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// No usable answer (a time-out, a 5xx, a body that is not the
    /// provider's): the call may or may not have taken effect.
    #[error("the payment provider did not answer: {0}")]
    Unanswered(String),
    /// The provider answered and refused: the call changed nothing.
    #[error("the payment provider refused: {0}")]
    Refused(String),
}

impl ProviderError {
    /// A call that got no usable answer.
    pub fn unanswered(reason: impl Into<String>) -> Self {
        ProviderError::Unanswered(reason.into())
    }

    /// Whether the provider's answer says the call did nothing.
    pub fn is_refusal(&self) -> bool {
        matches!(self, ProviderError::Refused(_))
    }
}

/// A payment provider.
#[async_trait::async_trait]
pub trait PaymentProvider: Send + Sync {
    /// Its name in the shop's paths (`bkash`, `sslcommerz`).
    fn name(&self) -> &'static str;

    /// Its name as the admin reads it (`bKash`, `SSLCommerz`).
    fn label(&self) -> &'static str;

    /// The methods it takes, as orders store them.
    fn methods(&self) -> &'static [PaymentMethod];

    /// The least and the most one payment may be, when the provider bounds it.
    fn amounts(&self) -> Option<(Money, Money)> {
        None
    }

    /// Creates a payment the shopper then authorises on the provider's page.
    async fn create(&self, request: &PaymentRequest) -> Result<CreatedPayment, ProviderError>;

    /// Takes the money of a payment the shopper authorised. When the answer is
    /// lost or the payment was already taken, it asks the provider instead of
    /// taking it twice.
    async fn settle(&self, payment_id: &str) -> Result<Verdict, ProviderError>;

    /// What the provider knows about a payment, without changing it.
    async fn status(&self, payment_id: &str) -> Result<Verdict, ProviderError>;

    /// Every refund made of a completed payment, oldest first.
    async fn refunds(&self, payment_id: &str, trx_id: &str) -> Result<Vec<Refund>, ProviderError>;

    /// Gives part or all of a completed payment back to the shopper.
    async fn refund(&self, ask: &RefundAsk<'_>) -> Result<Refund, ProviderError>;

    /// Whether a refund asked again with the same key answers the refund
    /// already made instead of making another (then a lost answer is settled
    /// by asking again, not by looking through [`PaymentProvider::refunds`]).
    fn refunds_answer_retries(&self) -> bool {
        false
    }

    /// A server-to-server notice (SSLCommerz's IPN) as its form fields:
    /// the payment it is about, once its signature proves the provider sent
    /// it. It says nothing else the shop believes: the provider is asked.
    fn notice(&self, fields: &[(String, String)]) -> Result<String, ProviderError> {
        let _ = fields;
        Err(ProviderError::Refused(format!("{} sends no notices", self.label())))
    }
}

/// The providers the shop was configured with.
pub type Provider = Arc<dyn PaymentProvider>;

/// A provider's access token as the instances share it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedToken {
    pub id_token: String,
    pub refresh_token: String,
    /// When it is to be refreshed (before it ends).
    pub refresh_at: mongodb::bson::DateTime,
}

/// Where instances share a provider's token, so only one at a time asks the
/// provider for a new one (bKash allows a merchant few token calls an hour).
#[async_trait::async_trait]
pub trait TokenStore: Send + Sync {
    async fn load(&self, provider: &str) -> Result<Option<SharedToken>, ProviderError>;
    /// Takes the right to get a new token until `until`, answering the lock's
    /// own id; `None` while another instance holds it.
    async fn lock(
        &self,
        provider: &str,
        now: mongodb::bson::DateTime,
        until: mongodb::bson::DateTime,
    ) -> Result<Option<String>, ProviderError>;
    /// Stores a new token (counting it when it was granted, not refreshed) and
    /// frees the lock, only while `lock` still holds it; `false` otherwise.
    async fn save(&self, provider: &str, lock: &str, token: &SharedToken, granted: bool)
    -> Result<bool, ProviderError>;
    /// Frees the lock after the provider refused, if `lock` still holds it.
    async fn unlock(&self, provider: &str, lock: &str) -> Result<(), ProviderError>;
}
