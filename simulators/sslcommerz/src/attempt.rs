//! One try at paying a session: its outcome and every field the gateway
//! reports about it, in the IPN, the browser's post, validation and the
//! transaction query.

use crate::{methods::Method, money};

/// How an attempt ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Valid,
    Failed,
    Cancelled,
}

impl Outcome {
    /// The `status` of the IPN and browser post.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Valid => "VALID",
            Outcome::Failed => "FAILED",
            Outcome::Cancelled => "CANCELLED",
        }
    }
}

/// The instrument an attempt used, when the shopper gave one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instrument {
    pub method: Method,
    /// Masked number (empty for internet banking).
    pub masked: String,
}

/// The risk the gateway saw.
pub const SAFE: &str = "Safe";
pub const RISKY: &str = "Risky transaction, hold the service";

/// An attempt as recorded.
#[derive(Debug, Clone)]
pub struct Attempt {
    pub tran_id: String,
    pub val_id: String,
    pub bank_tran_id: String,
    pub tran_date: String,
    pub outcome: Outcome,
    /// The amount reported (less than asked when tampered with), in poisha.
    pub poisha: u64,
    /// "BDT", or "USD" when tampered with.
    pub currency: &'static str,
    pub instrument: Option<Instrument>,
    /// EMI instalments, when paid by EMI.
    pub emi_months: Option<u32>,
    pub values: [String; 4],
    pub risky: bool,
    pub error: String,
    /// When validation first answered VALID for it.
    pub validated_on: Option<String>,
    /// The validation_fails switch: the next validation answers INVALID_TRANSACTION.
    pub fail_next_validation: bool,
}

impl Attempt {
    pub fn amount(&self) -> String {
        money::format(self.poisha)
    }

    pub fn store_amount(&self) -> String {
        money::format(money::store_amount(self.poisha))
    }

    pub fn emi_instalment(&self) -> String {
        self.emi_months.unwrap_or(0).to_string()
    }

    pub fn emi_amount(&self) -> String {
        let instalment = self.emi_months.map(|months| money::instalment(self.poisha, months));
        money::format(instalment.unwrap_or(0))
    }

    pub fn emi_description(&self) -> String {
        self.emi_months
            .map(|months| format!("{months} months EMI"))
            .unwrap_or_default()
    }

    pub fn emi_issuer(&self) -> &'static str {
        match (&self.emi_months, &self.instrument) {
            (Some(_), Some(instrument)) => instrument.method.issuer(),
            _ => "",
        }
    }

    pub fn risk_level(&self) -> &'static str {
        if self.risky { "1" } else { "0" }
    }

    pub fn risk_title(&self) -> &'static str {
        if self.risky { RISKY } else { SAFE }
    }

    /// card_type, card_no, card_issuer, card_brand, card_issuer_country and
    /// its code; all empty when the shopper gave no instrument.
    pub fn card(&self) -> [String; 6] {
        match &self.instrument {
            Some(instrument) => [
                instrument.method.card_type().to_owned(),
                instrument.masked.clone(),
                instrument.method.issuer().to_owned(),
                instrument.method.brand().to_owned(),
                "Bangladesh".to_owned(),
                "BD".to_owned(),
            ],
            None => Default::default(),
        }
    }

    /// The IPN's and browser post's fields, in the order sent; all signed.
    pub fn posted_fields(&self) -> Vec<(&'static str, String)> {
        let [card_type, card_no, card_issuer, card_brand, country, country_code] = self.card();
        let [value_a, value_b, value_c, value_d] = self.values.clone();
        vec![
            ("status", self.outcome.word().to_owned()),
            ("tran_date", self.tran_date.clone()),
            ("tran_id", self.tran_id.clone()),
            ("val_id", self.val_id.clone()),
            ("amount", self.amount()),
            ("store_amount", self.store_amount()),
            ("currency", self.currency.to_owned()),
            ("bank_tran_id", self.bank_tran_id.clone()),
            ("card_type", card_type),
            ("card_no", card_no),
            ("card_issuer", card_issuer),
            ("card_brand", card_brand),
            ("card_issuer_country", country),
            ("card_issuer_country_code", country_code),
            ("currency_type", self.currency.to_owned()),
            ("currency_amount", self.amount()),
            ("emi_instalment", self.emi_instalment()),
            ("emi_amount", self.emi_amount()),
            ("value_a", value_a),
            ("value_b", value_b),
            ("value_c", value_c),
            ("value_d", value_d),
            ("risk_level", self.risk_level().to_owned()),
            ("risk_title", self.risk_title().to_owned()),
            ("error", self.error.clone()),
        ]
    }
}
