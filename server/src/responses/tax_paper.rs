//! A Mushak-6.3 tax invoice or Mushak-6.7 credit note as the API answers it
//! (money in poisha, rates in basis points, times in RFC 3339).

use crate::documents::tax_paper::{Party, TaxAmounts, TaxLine, TaxPaperDocument, TaxPaperKind};
use serde::Serialize;

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct TaxPaperAnswer {
    /// `invoice` (Mushak-6.3) or `credit_note` (Mushak-6.7).
    pub kind: String,
    /// `2026-27/000123`.
    pub number: String,
    pub order_id: String,
    pub issued_at: String,
    pub seller: Party,
    pub buyer: Party,
    pub destination: String,
    /// Money in poisha, rates in basis points; `unit` is `piece` or `service`.
    pub lines: Vec<TaxLine>,
    pub totals: TaxAmounts,
    /// A credit note's invoice number and its time of issue.
    pub original_number: Option<String>,
    pub original_issued_at: Option<String>,
    /// A credit note's reason.
    pub reason: Option<String>,
    /// Whether the buyer's name, address and BIN are printed (always on an
    /// invoice; on a credit note when its VAT effect is over 5,000 TK).
    pub names_buyer: bool,
}

impl From<TaxPaperDocument> for TaxPaperAnswer {
    fn from(paper: TaxPaperDocument) -> Self {
        TaxPaperAnswer {
            kind: match paper.kind {
                TaxPaperKind::Invoice => "invoice",
                TaxPaperKind::CreditNote => "credit_note",
            }
            .into(),
            number: paper.number,
            order_id: paper.order_id.to_hex(),
            issued_at: super::rfc3339(paper.issued_at),
            seller: paper.seller,
            buyer: paper.buyer,
            destination: paper.destination,
            lines: paper.lines,
            totals: paper.totals,
            original_number: paper.original.as_ref().map(|o| o.number.clone()),
            original_issued_at: paper.original.map(|o| super::rfc3339(o.issued_at)),
            reason: paper.reason,
            names_buyer: paper.names_buyer,
        }
    }
}
