use super::*;
use serde_json::json;

fn fields(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(fields) => fields,
        _ => Map::new(),
    }
}

fn valid() -> Value {
    json!({
        "invoice": "ORD-2026_0001",
        "recipient_name": "Rahim Uddin",
        "recipient_phone": "01712345678",
        "recipient_address": "House 5, Road 2, Dhanmondi, Dhaka",
        "cod_amount": 1060.5,
        "note": "Call before coming",
    })
}

fn errors_of(value: Value) -> Value {
    match order(&fields(value), |invoice| invoice == "TAKEN") {
        Ok(_) => Value::Null,
        Err(errors) => errors.to_json(),
    }
}

fn with(field: &str, value: Value) -> Value {
    let mut body = valid();
    if let Value::Object(fields) = &mut body {
        fields.insert(field.into(), value);
    }
    body
}

#[test]
fn a_valid_order_is_read_with_its_amount_in_poisha() {
    let Ok(order) = order(&fields(valid()), |_| false) else {
        panic!("valid");
    };
    assert_eq!(order.cod, 106_050);
    assert_eq!(order.invoice, "ORD-2026_0001");
    assert_eq!(order.note.as_deref(), Some("Call before coming"));
    assert_eq!(order.delivery_type, 0);
    assert_eq!(order.alternative_phone, None);
}

#[test]
fn every_failing_field_gets_its_message() {
    let errors = errors_of(json!({
        "invoice": "TAKEN",
        "recipient_name": "n".repeat(101),
        "recipient_phone": "0171234567",
        "alternative_phone": "01712-45678",
        "recipient_address": "অ".repeat(251),
        "cod_amount": -1,
    }));
    assert_eq!(
        errors,
        json!({
            "invoice": ["The invoice has already been taken."],
            "recipient_name": ["The recipient name may not be greater than 100 characters."],
            "recipient_phone": ["The recipient phone must be 11 digits."],
            "alternative_phone": ["The alternative phone must be 11 digits."],
            "recipient_address": ["The recipient address may not be greater than 250 characters."],
            "cod_amount": ["The cod amount must be at least 0."],
        })
    );
}

#[test]
fn limits_count_characters_not_bytes() {
    // 250 Bangla characters are 750 bytes, and allowed.
    assert_eq!(
        errors_of(with("recipient_address", json!("অ".repeat(250)))),
        Value::Null
    );
    assert_eq!(errors_of(with("recipient_name", json!("n".repeat(100)))), Value::Null);
}

#[test]
fn absent_null_and_blank_fields_are_required() {
    let errors = errors_of(json!({ "invoice": " ", "recipient_name": null, "cod_amount": "" }));
    for (field, text) in [
        ("invoice", "The invoice field is required."),
        ("recipient_name", "The recipient name field is required."),
        ("recipient_phone", "The recipient phone field is required."),
        ("recipient_address", "The recipient address field is required."),
        ("cod_amount", "The cod amount field is required."),
    ] {
        assert_eq!(errors[field], json!([text]), "{field}");
    }
}

#[test]
fn odd_values_are_refused_in_laravels_words() {
    let cases = [
        (
            "invoice",
            json!("ORD 1"),
            "The invoice may only contain letters, numbers, dashes and underscores.",
        ),
        ("cod_amount", json!("ten"), "The cod amount must be a number."),
        ("recipient_name", json!(["a"]), "The recipient name must be a string."),
        (
            "recipient_email",
            json!("not-an-email"),
            "The recipient email must be a valid email address.",
        ),
        ("delivery_type", json!(2), "The selected delivery type is invalid."),
        ("total_lot", json!("many"), "The total lot must be a number."),
    ];
    for (field, value, text) in cases {
        assert_eq!(
            errors_of(with(field, value.clone()))[field],
            json!([text]),
            "{field} {value}"
        );
    }
}

#[test]
fn amounts_and_numbers_come_as_numbers_or_strings() {
    let body = with("cod_amount", json!("1060.00"));
    let Ok(order) = order(&fields(with("delivery_type", json!(1))), |_| false) else {
        panic!("point delivery");
    };
    assert_eq!(order.delivery_type, 1);
    let Ok(order) = super::order(&fields(body), |_| false) else {
        panic!("string amount");
    };
    assert_eq!(order.cod, 106_000);
}

#[test]
fn the_first_message_names_the_first_failing_field() {
    let Err(errors) = order(&fields(with("recipient_phone", json!("123"))), |_| false) else {
        panic!("a short phone");
    };
    assert_eq!(errors.first(), "The recipient phone must be 11 digits.");
}
