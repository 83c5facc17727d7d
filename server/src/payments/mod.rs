//! Payment providers behind one small trait. bKash's tokenized checkout is
//! the first; the shop talks to whatever base URL it is given (bKash's
//! sandbox, production, or the local simulator in `simulators/bkash/`).

mod bkash;

pub use bkash::BkashProvider;
use shop_core::Money;
use std::sync::Arc;

/// A payment to ask the provider for: the server's own total, never the client's.
#[derive(Debug, Clone)]
pub struct PaymentRequest {
    /// The shop's reference, shown to the shopper and echoed back (the checkout id).
    pub invoice: String,
    pub amount: Money,
    /// Where the provider sends the shopper's browser back.
    pub callback_url: String,
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
    /// The method it serves, as orders store it (`bkash`).
    fn method(&self) -> shop_core::PaymentMethod;

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

    /// Gives `amount` of a completed payment back to the shopper.
    async fn refund(
        &self,
        payment_id: &str,
        trx_id: &str,
        amount: Money,
        reason: &str,
    ) -> Result<Refund, ProviderError>;
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
