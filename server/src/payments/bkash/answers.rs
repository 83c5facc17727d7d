//! What bKash's answers say, as the shop repeats it in its errors: those
//! reach the logs and the admin's problem texts, so they carry bKash's own
//! message with any long number (a payer's wallet) masked, or the answer's
//! field names, never the answer itself (it names the payer's wallet).

use serde_json::Value;

/// Digits in a row from which a number is masked: a wallet is 11 (`01…`),
/// 13 with the country code; amounts and codes are shorter.
const MASKED_FROM: usize = 10;

/// The answer's `statusCode` (or an error's `errorCode`).
pub(super) fn code(answer: &Value) -> Option<&str> {
    answer["statusCode"].as_str().or_else(|| answer["errorCode"].as_str())
}

/// bKash's message in the answer, masked; else the fields it holds.
pub(super) fn describe(answer: &Value) -> String {
    ["statusMessage", "errorMessage", "message", "errorMessageEn"]
        .iter()
        .find_map(|key| answer[*key].as_str())
        .map_or_else(|| fields(answer), masked)
}

/// The answer's field names: what an error says of an answer it cannot use.
pub(super) fn fields(answer: &Value) -> String {
    match answer.as_object() {
        Some(object) => {
            let names: Vec<&str> = object.keys().map(String::as_str).collect();
            format!("an answer with the fields [{}]", names.join(", "))
        }
        None => "an answer that is not an object".to_owned(),
    }
}

/// `text` with every run of [`MASKED_FROM`] digits or more masked.
fn masked(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut digits = String::new();
    let flush = |digits: &mut String, out: &mut String| {
        if digits.len() >= MASKED_FROM {
            out.push_str("[number]");
        } else {
            out.push_str(digits);
        }
        digits.clear();
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            flush(&mut digits, &mut out);
            out.push(c);
        }
    }
    flush(&mut digits, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_payers_wallet_never_reaches_an_error() {
        let answer = json!({ "paymentID": "TR0011", "customerMsisdn": "01770618575", "amount": "1250.00" });
        let said = describe(&answer);
        assert!(!said.contains("01770618575"), "{said}");
        assert_eq!(said, "an answer with the fields [paymentID, customerMsisdn, amount]");
        let said = describe(&json!({ "statusMessage": "Payer 8801770618575 is blocked; amount 1250" }));
        assert_eq!(said, "Payer [number] is blocked; amount 1250");
    }

    #[test]
    fn bkash_s_own_message_is_kept() {
        assert_eq!(
            describe(&json!({ "statusCode": "2023", "statusMessage": "Insufficient Balance" })),
            "Insufficient Balance"
        );
        assert_eq!(code(&json!({ "errorCode": "9999" })), Some("9999"));
    }
}
