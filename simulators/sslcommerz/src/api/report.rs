//! What validation and the transaction query tell about an attempt: the
//! same fields in both, beside each one's `status`.

use crate::attempt::Attempt;
use serde::Serialize;

/// An attempt's fields, but its status.
#[derive(Serialize)]
pub struct Report {
    tran_date: String,
    tran_id: String,
    val_id: String,
    amount: String,
    store_amount: String,
    currency: &'static str,
    bank_tran_id: String,
    card_type: String,
    card_no: String,
    card_issuer: String,
    card_brand: String,
    card_issuer_country: String,
    card_issuer_country_code: String,
    currency_type: &'static str,
    currency_amount: String,
    currency_rate: &'static str,
    base_fair: &'static str,
    value_a: String,
    value_b: String,
    value_c: String,
    value_d: String,
    emi_instalment: String,
    emi_amount: String,
    emi_description: String,
    emi_issuer: &'static str,
    account_details: &'static str,
    risk_title: &'static str,
    risk_level: &'static str,
    #[serde(rename = "APIConnect")]
    api_connect: &'static str,
    validated_on: String,
    gw_version: &'static str,
}

impl Report {
    pub fn of(attempt: &Attempt) -> Self {
        let [card_type, card_no, card_issuer, card_brand, country, country_code] = attempt.card();
        let [value_a, value_b, value_c, value_d] = attempt.values.clone();
        Report {
            tran_date: attempt.tran_date.clone(),
            tran_id: attempt.tran_id.clone(),
            val_id: attempt.val_id.clone(),
            amount: attempt.amount(),
            store_amount: attempt.store_amount(),
            currency: attempt.currency,
            bank_tran_id: attempt.bank_tran_id.clone(),
            card_type,
            card_no,
            card_issuer,
            card_brand,
            card_issuer_country: country,
            card_issuer_country_code: country_code,
            currency_type: attempt.currency,
            currency_amount: attempt.amount(),
            currency_rate: "1.0000",
            base_fair: "0.00",
            value_a,
            value_b,
            value_c,
            value_d,
            emi_instalment: attempt.emi_instalment(),
            emi_amount: attempt.emi_amount(),
            emi_description: attempt.emi_description(),
            emi_issuer: attempt.emi_issuer(),
            account_details: "",
            risk_title: attempt.risk_title(),
            risk_level: attempt.risk_level(),
            api_connect: "DONE",
            validated_on: attempt.validated_on.clone().unwrap_or_default(),
            gw_version: "",
        }
    }
}
