//! Tax papers as stored in `tax_papers`: Mushak-6.3 tax invoices of
//! delivered orders and Mushak-6.7 credit notes of refunded returns, each
//! numbered within its kind and financial year. Written once, in the
//! transaction that takes its number, and never changed or deleted.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// Which form a paper is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TaxPaperKind {
    /// Mushak-6.3, the tax invoice.
    Invoice,
    /// Mushak-6.7, the credit note.
    CreditNote,
}

impl TaxPaperKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            TaxPaperKind::Invoice => "invoice",
            TaxPaperKind::CreditNote => "credit_note",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaxPaperDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub kind: TaxPaperKind,
    /// `2026-27/000123`: the financial year and the serial within it.
    pub number: String,
    /// The order (an invoice) or the return (a credit note) it is for: one paper each.
    pub subject: ObjectId,
    pub order_id: ObjectId,
    pub customer_id: ObjectId,
    pub issued_at: DateTime,
    pub seller: Party,
    pub buyer: Party,
    /// Where the goods went.
    pub destination: String,
    pub lines: Vec<TaxLine>,
    pub totals: TaxAmounts,
    /// A credit note's invoice, by number, and when that was issued.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub original: Option<OriginalInvoice>,
    /// A credit note's reason (the return's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Whether a credit note must name the buyer (its VAT effect is over 5,000 TK).
    #[serde(default)]
    pub names_buyer: bool,
}

/// Seller or buyer as printed (the API answers these three shapes as stored).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Party {
    pub name: String,
    /// Registered sellers and buyers only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bin: Option<String>,
    pub address: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
}

/// The invoice a credit note corrects.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OriginalInvoice {
    pub number: String,
    pub issued_at: DateTime,
}

/// One line: what was sold and its taxes, in poisha; rates in basis points.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TaxLine {
    /// Brand, model and variant.
    pub description: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub imeis: Vec<String>,
    /// `piece` or `service`.
    pub unit: String,
    pub quantity: i64,
    pub unit_price: i64,
    pub price: i64,
    pub discount: i64,
    pub value: i64,
    pub sd_rate_bp: u32,
    pub sd: i64,
    pub vat_rate_bp: u32,
    pub vat: i64,
    pub total: i64,
}

/// A paper's totals, in poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TaxAmounts {
    pub price: i64,
    pub discount: i64,
    pub value: i64,
    pub sd: i64,
    pub vat: i64,
    pub total: i64,
}
