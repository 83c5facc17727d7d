//! The variant picker's parity vectors, run natively.

use super::{cases, field};
use serde_json::{Value, json};
use shop_core::variant::{self, VariantFacts};

#[test]
fn variant_picker() {
    let variants = |case: &Value| field::<Vec<VariantFacts>>(case, "variants");
    let choice = |case: &Value| field::<Vec<Option<String>>>(case, "choice");
    let id = |found: Option<&VariantFacts>| found.map(|v| v.id.clone());
    for case in cases("variantChoices") {
        let axes = variant::choices(&variants(&case), field(&case, "axes"), &choice(&case));
        assert_eq!(json!(axes), case["expected"], "{case}");
    }
    for case in cases("resolveVariant") {
        let all = variants(&case);
        assert_eq!(
            json!(id(variant::resolve(&all, &choice(&case)))),
            case["expected"],
            "{case}"
        );
    }
    for case in cases("nearestVariant") {
        let all = variants(&case);
        let value: String = field(&case, "value");
        let found = variant::nearest(&all, &choice(&case), field(&case, "axis"), &value);
        assert_eq!(json!(id(found)), case["expected"], "{case}");
    }
    for case in cases("variantLabel") {
        assert_eq!(
            json!(variant::label(&field::<Vec<String>>(&case, "values"))),
            case["expected"],
            "{case}"
        );
    }
    for case in cases("fromPrice") {
        assert_eq!(json!(variant::from_price(&variants(&case))), case["expected"], "{case}");
    }
    for case in cases("openingVariant") {
        let all = variants(&case);
        let asked: Option<String> = field(&case, "asked");
        let opened =
            variant::opening(&all, asked.as_deref()).map(|(v, missing)| json!({ "id": v.id, "askedMissing": missing }));
        assert_eq!(json!(opened), case["expected"], "{case}");
    }
}
