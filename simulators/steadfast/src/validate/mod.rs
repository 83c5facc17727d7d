//! The checks on an order, as Steadfast's Laravel API makes them: strings
//! are trimmed and an empty one counts as absent; every failing field gets
//! its messages, in Laravel's default words, under its name.

use crate::{
    book::Order,
    money::{self, AmountError},
};
use serde_json::{Map, Value};

/// Failing fields and their messages, in the order the rules run:
/// `{"invoice": ["The invoice has already been taken."]}`.
#[derive(Debug, Default)]
pub struct Errors(Vec<(String, Vec<String>)>);

impl Errors {
    /// Errors of one field.
    pub fn one(field: &str, message: &str) -> Self {
        Errors(vec![(field.to_owned(), vec![message.to_owned()])])
    }

    fn add(&mut self, field: &str, message: String) {
        match self.0.iter_mut().find(|(name, _)| name == field) {
            Some((_, messages)) => messages.push(message),
            None => self.0.push((field.to_owned(), vec![message])),
        }
    }

    fn has(&self, field: &str) -> bool {
        self.0.iter().any(|(name, _)| name == field)
    }

    /// The first message, for a bulk order's error row.
    pub fn first(&self) -> String {
        self.0
            .first()
            .and_then(|(_, messages)| messages.first())
            .cloned()
            .unwrap_or_default()
    }

    pub fn to_json(&self) -> Value {
        Value::Object(
            self.0
                .iter()
                .map(|(field, messages)| (field.clone(), Value::from(messages.clone())))
                .collect(),
        )
    }
}

/// The order in `fields`, or why not; `taken` says whether an invoice is
/// already one of the merchant's.
pub fn order(fields: &Map<String, Value>, taken: impl Fn(&str) -> bool) -> Result<Order, Errors> {
    let mut errors = Errors::default();
    let mut read = |field: &str| text(fields, field, &mut errors);
    let (invoice, name, phone) = (read("invoice"), read("recipient_name"), read("recipient_phone"));
    let (alternative_phone, email) = (read("alternative_phone"), read("recipient_email"));
    let (address, note, item_description) = (read("recipient_address"), read("note"), read("item_description"));

    let invoice = required(&mut errors, "invoice", invoice);
    if let Some(invoice) = &invoice {
        if !invoice
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            errors.add(
                "invoice",
                "The invoice may only contain letters, numbers, dashes and underscores.".into(),
            );
        } else if taken(invoice) {
            errors.add("invoice", "The invoice has already been taken.".into());
        }
    }
    let name = required(&mut errors, "recipient_name", name);
    at_most(&mut errors, "recipient_name", name.as_deref(), 100);
    let phone = required(&mut errors, "recipient_phone", phone);
    eleven_digits(&mut errors, "recipient_phone", phone.as_deref());
    eleven_digits(&mut errors, "alternative_phone", alternative_phone.as_deref());
    if email.as_deref().is_some_and(|email| !is_email(email)) {
        errors.add(
            "recipient_email",
            "The recipient email must be a valid email address.".into(),
        );
    }
    let address = required(&mut errors, "recipient_address", address);
    at_most(&mut errors, "recipient_address", address.as_deref(), 250);
    let cod = cod_amount(&mut errors, fields.get("cod_amount"));
    if present(fields.get("total_lot")).is_some_and(|lot| money::from_json(lot).is_err()) {
        errors.add("total_lot", "The total lot must be a number.".into());
    }
    // 0 home delivery, 1 point delivery.
    let delivery_type = match present(fields.get("delivery_type")) {
        None => Some(0),
        Some(value) => value
            .as_u64()
            .or_else(|| value.as_str()?.trim().parse().ok())
            .filter(|kind| *kind <= 1),
    };
    if delivery_type.is_none() {
        errors.add("delivery_type", "The selected delivery type is invalid.".into());
    }
    match (invoice, name, phone, address, cod, delivery_type) {
        (
            Some(invoice),
            Some(recipient_name),
            Some(recipient_phone),
            Some(recipient_address),
            Some(cod),
            Some(kind),
        ) if errors.0.is_empty() => Ok(Order {
            invoice,
            recipient_name,
            recipient_phone,
            alternative_phone,
            recipient_email: email,
            recipient_address,
            cod,
            note,
            item_description,
            delivery_type: kind,
        }),
        _ => Err(errors),
    }
}

/// Laravel's name of a field in its messages: `recipient phone`.
fn label(field: &str) -> String {
    field.replace('_', " ")
}

/// A value that is there: absent, null and blank strings are not.
fn present(value: Option<&Value>) -> Option<&Value> {
    value.filter(|value| !value.is_null() && value.as_str().is_none_or(|text| !text.trim().is_empty()))
}

/// A text field, trimmed; a number is taken as its digits.
fn text(fields: &Map<String, Value>, field: &str, errors: &mut Errors) -> Option<String> {
    match present(fields.get(field))? {
        Value::String(text) => Some(text.trim().to_owned()),
        Value::Number(number) => Some(number.to_string()),
        _ => {
            errors.add(field, format!("The {} must be a string.", label(field)));
            None
        }
    }
}

fn required(errors: &mut Errors, field: &str, value: Option<String>) -> Option<String> {
    if value.is_none() && !errors.has(field) {
        errors.add(field, format!("The {} field is required.", label(field)));
    }
    value
}

fn at_most(errors: &mut Errors, field: &str, value: Option<&str>, limit: usize) {
    if value.is_some_and(|value| value.chars().count() > limit) {
        errors.add(
            field,
            format!("The {} may not be greater than {limit} characters.", label(field)),
        );
    }
}

fn eleven_digits(errors: &mut Errors, field: &str, value: Option<&str>) {
    if value.is_some_and(|value| value.len() != 11 || !value.bytes().all(|b| b.is_ascii_digit())) {
        errors.add(field, format!("The {} must be 11 digits.", label(field)));
    }
}

fn is_email(text: &str) -> bool {
    match text.split_once('@') {
        Some((user, domain)) => {
            !user.is_empty() && domain.contains('.') && !domain.contains('@') && !text.contains(char::is_whitespace)
        }
        None => false,
    }
}

fn cod_amount(errors: &mut Errors, value: Option<&Value>) -> Option<i64> {
    let Some(value) = present(value) else {
        errors.add("cod_amount", "The cod amount field is required.".into());
        return None;
    };
    match money::from_json(value) {
        Ok(poisha) => Some(poisha),
        Err(AmountError::NotNumeric) => {
            errors.add("cod_amount", "The cod amount must be a number.".into());
            None
        }
        Err(AmountError::Negative) => {
            errors.add("cod_amount", "The cod amount must be at least 0.".into());
            None
        }
    }
}

#[cfg(test)]
mod tests;
