//! One payment: what the merchant asked for and the stage it has reached.

use crate::codes::Code;

/// The merchant's create request, kept as sent so answers echo it.
#[derive(Debug, Clone)]
pub struct Order {
    pub payer_reference: String,
    pub callback_url: String,
    /// The amount text as sent (`"500"`, `"100.00"`): bKash echoes it unchanged.
    pub amount: String,
    pub currency: String,
    pub intent: String,
    pub invoice: String,
}

/// Where a payment stands.
#[derive(Debug, Clone)]
pub enum Stage {
    /// Created; the shopper has not finished bKash's page.
    Initiated,
    /// The shopper confirmed with wallet, OTP and PIN; waiting for execute.
    Authorized,
    /// bKash's page failed the payment; the first execute answers this code.
    Declined(Code),
    /// The shopper cancelled on bKash's page.
    Cancelled,
    /// Executed: the money moved.
    Completed(Settlement),
    /// Execute was called and refused.
    Failed,
}

/// The outcome of a successful execute, and the refunds made since.
#[derive(Debug, Clone)]
pub struct Settlement {
    pub trx_id: String,
    pub executed_at: String,
    pub refunds: Vec<Refund>,
}

/// One refund of a completed payment.
#[derive(Debug, Clone)]
pub struct Refund {
    pub trx_id: String,
    /// As sent, like every amount bKash answers.
    pub amount: String,
    pub poisha: u64,
    pub completed_at: String,
    /// What the merchant sent with it (echoed by the v2 refund's answer).
    pub sku: String,
    pub reason: String,
}

/// The three ways bKash's page sends the shopper back to the shop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Callback {
    Success,
    Failure,
    Cancel,
}

impl Callback {
    /// The `status` query parameter.
    pub fn status(self) -> &'static str {
        match self {
            Callback::Success => "success",
            Callback::Failure => "failure",
            Callback::Cancel => "cancel",
        }
    }
}

/// A payment as the simulator holds it.
#[derive(Debug, Clone)]
pub struct Payment {
    pub id: String,
    pub order: Order,
    pub poisha: u64,
    pub created_at: String,
    /// One random signature shared by the three callback URLs, as the sandbox does.
    pub signature: String,
    /// The wallet the shopper paid (or tried to pay) with.
    pub wallet: Option<String>,
    /// Whether the shopper passed wallet, OTP and PIN.
    pub verified: bool,
    pub stage: Stage,
}

impl Payment {
    /// `transactionStatus`: an authorised payment stays `Initiated` until executed.
    pub fn transaction_status(&self) -> &'static str {
        match self.stage {
            Stage::Initiated | Stage::Authorized => "Initiated",
            Stage::Declined(_) | Stage::Failed => "Failed",
            Stage::Cancelled => "Cancelled",
            Stage::Completed(_) => "Completed",
        }
    }

    /// `verificationStatus` of payment/status.
    pub fn verification_status(&self) -> &'static str {
        if self.verified { "Complete" } else { "Incomplete" }
    }

    pub fn settlement(&self) -> Option<&Settlement> {
        match &self.stage {
            Stage::Completed(settlement) => Some(settlement),
            _ => None,
        }
    }

    /// The callback URL for `which`: the merchant's URL (its own query kept)
    /// with paymentID, status and signature appended.
    pub fn callback_url(&self, which: Callback) -> String {
        let base = &self.order.callback_url;
        let separator = if base.contains('?') { '&' } else { '?' };
        format!(
            "{base}{separator}paymentID={}&status={}&signature={}",
            self.id,
            which.status(),
            self.signature
        )
    }
}
