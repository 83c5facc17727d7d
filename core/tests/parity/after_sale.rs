//! The after-sale rules' parity vectors (coupons, returns, IMEIs, card EMI),
//! run natively: only the server applies them, so the browser's module does
//! not carry them (binding the IMEI check alone took the module 0.6 KB past
//! its 30 KB target); the vectors pin each rule's answers as the API gives them.

use super::{cases, field};
use serde::Deserialize;
use serde_json::{Value, json};
use shop_core::{
    Money,
    coupon::{self, CouponLine, CouponTerms, CouponUses},
    emi::{self, EmiPlan},
    imei,
    returns::{self, ReturnReason, ReturnStatus},
};

/// Compares an answer with a case's `expected` value or `error` code.
fn check<T: serde::Serialize>(case: &Value, result: Result<T, &'static str>) {
    match (case.get("error"), result) {
        (Some(code), Err(err)) => assert_eq!(json!(err), *code, "{case}"),
        (None, Ok(value)) => assert_eq!(json!(value), case["expected"], "{case}"),
        (expected, outcome) => panic!("{case}: expected {expected:?}, got {:?}", outcome.map(|v| json!(v))),
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Line {
    product_id: String,
    brand: String,
    amount: Money,
}

fn lines(case: &Value) -> Vec<Line> {
    field(case, "lines")
}

fn coupon_lines(lines: &[Line]) -> Vec<CouponLine<'_>> {
    lines
        .iter()
        .map(|l| CouponLine {
            product_id: &l.product_id,
            brand: &l.brand,
            amount: l.amount,
        })
        .collect()
}

#[test]
fn coupons() {
    for case in cases("couponDiscount") {
        let terms: CouponTerms = field(&case, "terms");
        let uses = CouponUses {
            total: field(&case, "usesTotal"),
            by_customer: field(&case, "usesByCustomer"),
        };
        let owned = lines(&case);
        let off = coupon::discount(
            &terms,
            field(&case, "now"),
            uses,
            &coupon_lines(&owned),
            field(&case, "deliveryFee"),
        );
        check(&case, off.map_err(|e| e.text().code()));
    }
    for case in cases("couponShares") {
        let terms: CouponTerms = field(&case, "terms");
        let owned = lines(&case);
        let split = coupon::shares(&terms, &coupon_lines(&owned), field(&case, "goodsOff"));
        check(&case, split.map_err(|e| e.text().code()));
    }
}

#[test]
fn returns() {
    for case in cases("returnTransition") {
        let from = ReturnStatus::parse(&field::<String>(&case, "from")).expect("a status");
        let to = ReturnStatus::parse(&field::<String>(&case, "to")).expect("a status");
        check(&case, from.transition(to).map_err(|e| e.text().code()));
    }
    for case in cases("returnWindow") {
        let asked = returns::may_ask_return(field(&case, "deliveredAt"), field(&case, "now"), field(&case, "days"));
        check(&case, asked.map(|()| Value::Null).map_err(|e| e.text().code()));
    }
    for case in cases("returnRefund") {
        let reason = ReturnReason::parse(&field::<String>(&case, "reason")).expect("a reason");
        let amount = returns::refund_amount(field(&case, "paid"), field(&case, "deliveryFee"), reason);
        check(&case, amount.map_err(|e| e.text().code()));
    }
}

#[test]
fn imeis() {
    for case in cases("imeiCheck") {
        let typed: Vec<String> = field(&case, "typed");
        let read = imei::phone_imeis(typed.iter().map(String::as_str));
        check(&case, read.map_err(|e| e.text().code()));
    }
}

#[test]
fn emi_amounts() {
    for case in cases("emiInstalments") {
        let plan: EmiPlan = field(&case, "plan");
        let shown = emi::instalments(&plan, field(&case, "listPrice"), field(&case, "finalPrice"));
        check(&case, shown.map_err(|e| e.text().code()));
    }
}
