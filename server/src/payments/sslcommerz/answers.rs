//! Reading SSLCommerz's answers: the transaction query's attempts, the
//! validation API's record of a paid one, and a refund's answer. Only a
//! validated payment in BDT with a readable amount counts as money taken.

use crate::payments::{PaidWith, ProviderError, Refund, Verdict};
use serde_json::Value;
use shop_core::Money;

/// What every SSLCommerz API answer carries when the call reached the store.
pub fn connected(path: &str, answer: &Value) -> Result<(), ProviderError> {
    match text(answer, "APIConnect") {
        "DONE" => Ok(()),
        // Wrong credentials or an inactive store: nothing was decided, and nothing will be until fixed.
        "" => Err(ProviderError::unanswered(format!(
            "{path}: no APIConnect in the answer"
        ))),
        other => Err(ProviderError::unanswered(format!("{path}: APIConnect {other}"))),
    }
}

pub fn text<'a>(answer: &'a Value, key: &str) -> &'a str {
    answer[key].as_str().unwrap_or_default()
}

/// Where a tran_id's attempts stand: the val_id of a paid one, else
/// declined when every attempt failed or was cancelled, else pending.
pub enum Attempts {
    Paid { val_id: String },
    Declined { reason: String },
    Pending,
}

/// The transaction query's `element` list, read as [`Attempts`].
pub fn attempts(answer: &Value) -> Attempts {
    let listed = answer["element"].as_array().map(Vec::as_slice).unwrap_or_default();
    if let Some(paid) = listed
        .iter()
        .find(|attempt| matches!(text(attempt, "status"), "VALID" | "VALIDATED"))
    {
        return Attempts::Paid {
            val_id: text(paid, "val_id").to_owned(),
        };
    }
    match listed.last() {
        Some(last) if matches!(text(last, "status"), "FAILED" | "CANCELLED" | "EXPIRED") => {
            let error = text(last, "error");
            let status = text(last, "status").to_lowercase();
            Attempts::Declined {
                reason: if error.is_empty() {
                    format!("SSLCommerz: the payment {status}")
                } else {
                    format!("SSLCommerz: the payment {status} ({error})")
                },
            }
        }
        _ => Attempts::Pending,
    }
}

/// The validation API's answer for a paid attempt of `tran_id`.
pub fn validated(tran_id: &str, answer: &Value) -> Result<Verdict, ProviderError> {
    let status = text(answer, "status");
    if !matches!(status, "VALID" | "VALIDATED") {
        return Err(ProviderError::unanswered(format!(
            "the transaction query says paid, but validation says {status}"
        )));
    }
    if text(answer, "tran_id") != tran_id {
        return Err(ProviderError::unanswered(format!(
            "validation answered for tran_id '{}', not '{tran_id}'",
            text(answer, "tran_id")
        )));
    }
    let currency = text(answer, "currency");
    if currency != "BDT" {
        return Err(ProviderError::unanswered(format!(
            "paid in '{currency}' ({} {currency}), not in BDT",
            text(answer, "amount")
        )));
    }
    let amount = Money::parse_tk(text(answer, "amount"))
        .map_err(|_| ProviderError::unanswered(format!("unreadable amount '{}'", text(answer, "amount"))))?;
    let trx_id = text(answer, "bank_tran_id");
    if trx_id.is_empty() {
        return Err(ProviderError::unanswered("a validated payment without bank_tran_id"));
    }
    let risk = (text(answer, "risk_level") == "1").then(|| match text(answer, "risk_title") {
        "" => "SSLCommerz flagged the payment as risky".to_owned(),
        title => title.to_owned(),
    });
    Ok(Verdict::Completed {
        trx_id: trx_id.to_owned(),
        amount,
        invoice: text(answer, "value_a").to_owned(),
        paid_with: paid_with(answer),
        risk,
    })
}

/// The card's brand or the wallet's name, and its masked number.
fn paid_with(answer: &Value) -> Option<PaidWith> {
    let brand = text(answer, "card_brand");
    let card_type = text(answer, "card_type");
    let name = match brand {
        "MOBILEBANKING" | "IB" | "" => wallet_name(card_type),
        brand => brand.to_owned(),
    };
    (!name.is_empty()).then(|| PaidWith {
        name,
        account: text(answer, "card_no").to_owned(),
    })
}

/// A wallet's or bank's name from `card_type` (`NAGAD-Nagad`, `DBBLMOBILEB-Dbbl Mobile Banking`).
fn wallet_name(card_type: &str) -> String {
    match card_type.split('-').next().unwrap_or_default() {
        "NAGAD" => "Nagad".to_owned(),
        "DBBLMOBILEB" => "Rocket".to_owned(),
        "BKASH" => "bKash".to_owned(),
        _ => card_type.split_once('-').map_or(card_type, |(_, bank)| bank).to_owned(),
    }
}

/// A refund's answer: accepted (done or processing) is a refund made; `failed`
/// is SSLCommerz's refusal; anything else decided nothing.
pub fn refund(answer: &Value, amount: Money) -> Result<Refund, ProviderError> {
    let path = "refund";
    connected(path, answer)?;
    match text(answer, "status") {
        "success" | "processing" => {
            let refund_ref_id = text(answer, "refund_ref_id");
            if refund_ref_id.is_empty() {
                return Err(ProviderError::unanswered("refund: no refund_ref_id in the answer"));
            }
            Ok(Refund {
                refund_trx_id: refund_ref_id.to_owned(),
                amount,
                completed_at: None,
            })
        }
        "failed" => Err(ProviderError::Refused(format!(
            "refund: {}",
            text(answer, "errorReason")
        ))),
        other => Err(ProviderError::unanswered(format!("refund: status '{other}'"))),
    }
}

/// A refund SSLCommerz accepted, as its refund query reports it: processing
/// or refunded (with when) confirms it; anything else leaves it in doubt.
pub fn confirmed(made: Refund, state: &Value) -> Result<Refund, ProviderError> {
    let path = "refund query";
    connected(path, state)?;
    if text(state, "refund_ref_id") != made.refund_trx_id {
        return Err(ProviderError::unanswered(format!(
            "{path}: answered for '{}', not '{}'",
            text(state, "refund_ref_id"),
            made.refund_trx_id
        )));
    }
    match text(state, "status") {
        "processing" => Ok(made),
        "refunded" => Ok(Refund {
            completed_at: dhaka_time(text(state, "refunded_on")),
            ..made
        }),
        other => Err(ProviderError::unanswered(format!(
            "{path}: status '{other}' ({})",
            text(state, "errorReason")
        ))),
    }
}

/// `YYYY-MM-DD HH:MM:SS` in Dhaka time (UTC+6), as SSLCommerz writes times.
fn dhaka_time(text: &str) -> Option<mongodb::bson::DateTime> {
    let (date, time) = text.split_once(' ')?;
    let iso = format!("{date}T{time}+06:00");
    mongodb::bson::DateTime::parse_rfc3339_str(&iso).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn paid(extra: Value) -> Value {
        let mut answer = json!({
            "status": "VALID", "tran_id": "T1", "currency": "BDT", "amount": "40569.00",
            "bank_tran_id": "B1", "value_a": "checkout", "card_brand": "VISA",
            "card_type": "VISA-Dutch Bangla", "card_no": "411111XXXXXX1111", "risk_level": "0",
        });
        for (key, value) in extra.as_object().into_iter().flatten() {
            answer[key] = value.clone();
        }
        answer
    }

    #[test]
    fn a_validated_payment_is_money_taken_with_its_card() {
        let Ok(Verdict::Completed {
            amount,
            paid_with,
            risk,
            invoice,
            ..
        }) = validated("T1", &paid(json!({})))
        else {
            panic!("not completed");
        };
        assert_eq!(amount, Money::from_poisha(4_056_900));
        assert_eq!(invoice, "checkout");
        assert_eq!(
            paid_with.map(|p| (p.name, p.account)),
            Some(("VISA".into(), "411111XXXXXX1111".into()))
        );
        assert_eq!(risk, None);
    }

    #[test]
    fn another_currency_another_tran_id_or_invalid_decide_nothing() {
        for extra in [
            json!({ "currency": "USD" }),
            json!({ "tran_id": "T2" }),
            json!({ "status": "INVALID_TRANSACTION" }),
            json!({ "amount": "40569.001" }),
            json!({ "bank_tran_id": "" }),
        ] {
            let verdict = validated("T1", &paid(extra.clone()));
            assert!(
                matches!(verdict, Err(ProviderError::Unanswered(_))),
                "{extra}: {verdict:?}"
            );
        }
    }

    #[test]
    fn a_risky_payment_and_a_wallet_say_so() {
        let answer = paid(
            json!({ "risk_level": "1", "risk_title": "Hold", "card_brand": "MOBILEBANKING",
            "card_type": "NAGAD-Nagad", "card_no": "017XXXXX575" }),
        );
        let Ok(Verdict::Completed { paid_with, risk, .. }) = validated("T1", &answer) else {
            panic!()
        };
        assert_eq!(risk.as_deref(), Some("Hold"));
        assert_eq!(paid_with.map(|p| p.name), Some("Nagad".into()));
    }

    #[test]
    fn a_refund_is_confirmed_by_its_query_or_left_in_doubt() {
        let made = || Refund {
            refund_trx_id: "R1".into(),
            amount: Money::from_poisha(100),
            completed_at: None,
        };
        let state = |status: &str| {
            json!({ "APIConnect": "DONE", "refund_ref_id": "R1", "status": status,
            "refunded_on": "2026-11-29 18:00:00" })
        };
        assert_eq!(
            confirmed(made(), &state("processing")).ok().map(|r| r.completed_at),
            Some(None)
        );
        let refunded = confirmed(made(), &state("refunded")).expect("refunded");
        assert_eq!(
            refunded.completed_at.map(|at| at.timestamp_millis()),
            Some(1_795_953_600_000)
        );
        for doubt in [
            state("cancelled"),
            json!({ "APIConnect": "DONE", "refund_ref_id": "R2", "status": "refunded" }),
        ] {
            assert!(
                matches!(confirmed(made(), &doubt), Err(ProviderError::Unanswered(_))),
                "{doubt}"
            );
        }
    }

    #[test]
    fn attempts_read_paid_first_then_the_last_failure() {
        let failed_then_paid = json!({ "element": [
            { "status": "FAILED", "val_id": "V1" }, { "status": "VALIDATED", "val_id": "V2" } ] });
        assert!(matches!(attempts(&failed_then_paid), Attempts::Paid { val_id } if val_id == "V2"));
        let cancelled = json!({ "element": [{ "status": "CANCELLED", "error": "" }] });
        assert!(matches!(attempts(&cancelled), Attempts::Declined { .. }));
        assert!(matches!(attempts(&json!({ "element": [] })), Attempts::Pending));
        assert!(matches!(
            attempts(&json!({ "element": [{ "status": "UNATTEMPTED" }] })),
            Attempts::Pending
        ));
    }
}
