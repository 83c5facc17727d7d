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
    pub seller: PartyAnswer,
    pub buyer: PartyAnswer,
    pub destination: String,
    pub lines: Vec<TaxLineAnswer>,
    pub totals: TaxAmountsAnswer,
    /// A credit note's invoice number and its time of issue.
    pub original_number: Option<String>,
    pub original_issued_at: Option<String>,
    /// A credit note's reason.
    pub reason: Option<String>,
    /// Whether the buyer's name, address and BIN are printed (always on an
    /// invoice; on a credit note when its VAT effect is over 5,000 TK).
    pub names_buyer: bool,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PartyAnswer {
    pub name: String,
    pub bin: Option<String>,
    pub address: String,
    pub phone: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct TaxLineAnswer {
    pub description: String,
    pub imeis: Vec<String>,
    /// `piece` or `service`.
    pub unit: String,
    pub quantity: i64,
    /// Before SD and VAT, poisha.
    pub unit_price: i64,
    pub price: i64,
    pub discount: i64,
    /// Price less discount: what is taxed.
    pub value: i64,
    pub sd_rate_bp: u32,
    pub sd: i64,
    pub vat_rate_bp: u32,
    pub vat: i64,
    /// Including every tax.
    pub total: i64,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct TaxAmountsAnswer {
    pub price: i64,
    pub discount: i64,
    pub value: i64,
    pub sd: i64,
    pub vat: i64,
    pub total: i64,
}

fn party(party: Party) -> PartyAnswer {
    PartyAnswer {
        name: party.name,
        bin: party.bin,
        address: party.address,
        phone: party.phone,
    }
}

fn line(line: TaxLine) -> TaxLineAnswer {
    TaxLineAnswer {
        description: line.description,
        imeis: line.imeis,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: line.unit_price,
        price: line.price,
        discount: line.discount,
        value: line.value,
        sd_rate_bp: line.sd_rate_bp,
        sd: line.sd,
        vat_rate_bp: line.vat_rate_bp,
        vat: line.vat,
        total: line.total,
    }
}

fn amounts(totals: TaxAmounts) -> TaxAmountsAnswer {
    TaxAmountsAnswer {
        price: totals.price,
        discount: totals.discount,
        value: totals.value,
        sd: totals.sd,
        vat: totals.vat,
        total: totals.total,
    }
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
            seller: party(paper.seller),
            buyer: party(paper.buyer),
            destination: paper.destination,
            lines: paper.lines.into_iter().map(line).collect(),
            totals: amounts(paper.totals),
            original_number: paper.original.as_ref().map(|o| o.number.clone()),
            original_issued_at: paper.original.map(|o| super::rfc3339(o.issued_at)),
            reason: paper.reason,
            names_buyer: paper.names_buyer,
        }
    }
}
