//! Runs the shared parity vectors against the core natively. Vitest runs the
//! same file through the WebAssembly bridge, so both runtimes must agree.

use serde::Deserialize;
use serde_json::{Value, json};
use shop_core::{CartLine, Error, ListingParams, Money, OrderStatus, Rule, cart, listing, validation, wishlist};

mod after_sale;
mod variants;

fn vectors() -> Value {
    serde_json::from_str(include_str!("../parity-vectors.json")).expect("parity-vectors.json is valid JSON")
}

pub(crate) fn cases(name: &str) -> Vec<Value> {
    let all = vectors();
    let cases = all[name]
        .as_array()
        .unwrap_or_else(|| panic!("no vector group {name}"))
        .clone();
    assert!(!cases.is_empty(), "vector group {name} is empty");
    cases
}

pub(crate) fn field<T: for<'de> Deserialize<'de>>(case: &Value, key: &str) -> T {
    serde_json::from_value(case[key].clone()).unwrap_or_else(|e| panic!("{key} in {case}: {e}"))
}

/// Compares a result with a case's `expected` value or `error` code.
fn check<T: serde::Serialize>(case: &Value, result: Result<T, Error>) {
    match (case.get("error"), result) {
        (Some(code), Err(err)) => {
            assert_eq!(json!(err.code()), *code, "{case}");
            if let Some(message) = case.get("message") {
                assert_eq!(json!(err.to_string()), *message, "{case}");
            }
        }
        (None, Ok(value)) => assert_eq!(json!(value), case["expected"], "{case}"),
        (expected_error, outcome) => {
            panic!(
                "{case}: expected error {expected_error:?}, got {:?}",
                outcome.map(|v| json!(v))
            )
        }
    }
}

#[test]
fn money() {
    for case in cases("formatMoney") {
        check(
            &case,
            Ok::<_, Error>(Money::from_poisha(field(&case, "poisha")).format_tk()),
        );
    }
    for case in cases("formatMoneyIn") {
        let locale = shop_core::Locale::parse(&field::<String>(&case, "locale")).expect("a locale");
        check(
            &case,
            Ok::<_, Error>(Money::from_poisha(field(&case, "poisha")).format_in(locale)),
        );
    }
    for case in cases("formatCountIn") {
        let locale = shop_core::Locale::parse(&field::<String>(&case, "locale")).expect("a locale");
        check(&case, Ok::<_, Error>(locale.count(field(&case, "value"))));
    }
    for case in cases("formatTenthsIn") {
        let locale = shop_core::Locale::parse(&field::<String>(&case, "locale")).expect("a locale");
        check(&case, Ok::<_, Error>(locale.tenths(field(&case, "tenths"))));
    }
    // A month or a time of day out of range has no text: `expected` is null.
    for case in cases("formatDateIn") {
        let locale = shop_core::Locale::parse(&field::<String>(&case, "locale")).expect("a locale");
        let text = locale.date(field(&case, "year"), field(&case, "month"), field(&case, "day"));
        assert_eq!(text, field::<Option<String>>(&case, "expected"), "{case}");
    }
    for case in cases("formatClockIn") {
        let locale = shop_core::Locale::parse(&field::<String>(&case, "locale")).expect("a locale");
        let text = locale.clock(field(&case, "hour"), field(&case, "minute"));
        assert_eq!(text, field::<Option<String>>(&case, "expected"), "{case}");
    }
    for case in cases("parseMoney") {
        check(
            &case,
            Money::parse_tk(&field::<String>(&case, "input"))
                .map(Money::poisha)
                .map_err(Error::from),
        );
    }
    for case in cases("moneyFromTk") {
        check(
            &case,
            Money::from_tk_number(field(&case, "input"))
                .map(Money::poisha)
                .map_err(Error::from),
        );
    }
    for case in cases("applyDiscount") {
        let price = Money::from_poisha(field(&case, "poisha"));
        check(
            &case,
            price
                .apply_discount(field(&case, "percent"))
                .map(Money::poisha)
                .map_err(Error::from),
        );
    }
}

#[test]
fn cart_rules() {
    for case in cases("cartToggle") {
        let mut lines: Vec<CartLine> = field(&case, "lines");
        let outcome = cart::toggle(
            &mut lines,
            &field::<String>(&case, "productId"),
            Money::from_poisha(field(&case, "price")),
        );
        assert_eq!(json!(outcome), case["outcome"], "{case}");
        assert_eq!(json!(lines), case["expected"], "{case}");
    }
    for case in cases("cartSubtotal") {
        check(
            &case,
            cart::subtotal(&field::<Vec<CartLine>>(&case, "lines"))
                .map(Money::poisha)
                .map_err(Error::from),
        );
    }
    for case in cases("cartItemCount") {
        check(
            &case,
            Ok::<_, Error>(cart::item_count(&field::<Vec<CartLine>>(&case, "lines"))),
        );
    }
    for case in cases("increaseQuantity") {
        let stock: u32 = field(&case, "stock");
        let result = shop_core::Quantity::parse(field(&case, "quantity"), u32::MAX)
            .and_then(|q| q.increase(stock))
            .map(shop_core::Quantity::get);
        check(&case, result.map_err(Error::from));
    }
    for case in cases("stockLevel") {
        check(&case, Ok::<_, Error>(cart::stock_level(field(&case, "stock"))));
    }
    for case in cases("decreaseQuantity") {
        let quantity = shop_core::Quantity::parse(field(&case, "quantity"), u32::MAX).expect("valid quantity");
        check(&case, Ok::<_, Error>(quantity.decrease().get()));
    }
}

#[test]
fn compare_rows() {
    for case in cases("compareRow") {
        let raw: Vec<Value> = field(&case, "values");
        let values: Vec<shop_core::SpecValue> = raw
            .iter()
            .map(|value| match value {
                Value::Number(n) => shop_core::SpecValue::Number(n.as_f64().expect("a number")),
                Value::String(text) => shop_core::SpecValue::Text(text.clone()),
                _ => shop_core::SpecValue::Unknown,
            })
            .collect();
        let result = shop_core::CompareRow::parse(&field::<String>(&case, "row")).map(|row| {
            let row = shop_core::compare::compare_row(row, &values);
            json!({ "best": row.best, "differs": row.differs })
        });
        check(&case, result.map_err(Error::from));
    }
}

#[test]
fn wishlist_rules() {
    for case in cases("wishlistToggle") {
        let mut ids: Vec<String> = field(&case, "ids");
        let outcome = wishlist::toggle(&mut ids, &field::<String>(&case, "productId"));
        assert_eq!(json!(outcome), case["outcome"], "{case}");
        assert_eq!(json!(ids), case["expected"], "{case}");
    }
    for case in cases("wishlistInCart") {
        let flags = wishlist::in_cart_flags(
            &field::<Vec<String>>(&case, "wishlist"),
            &field::<Vec<String>>(&case, "cart"),
        );
        assert_eq!(json!(flags), case["expected"], "{case}");
    }
}

fn error_fields(result: Result<(), Vec<shop_core::FieldError>>) -> Vec<String> {
    result.err().unwrap_or_default().into_iter().map(|e| e.field).collect()
}

#[test]
fn validation_rules() {
    for case in cases("validateField") {
        let name: String = field(&case, "rule");
        let result = Rule::parse(&name)
            .ok_or_else(|| Error::UnknownRule(name.clone()))
            .and_then(|rule| rule.check(&field::<String>(&case, "input")).map_err(Error::from));
        check(&case, result);
    }
    for case in cases("validateRating") {
        check(&case, validation::rating(field(&case, "input")).map_err(Error::from));
    }
    for case in cases("validateSignup") {
        assert_eq!(
            json!(error_fields(validation::validate_signup(&field(&case, "form")))),
            case["fields"],
            "{case}"
        );
    }
    for case in cases("validateAddress") {
        assert_eq!(
            json!(error_fields(validation::validate_address(&field(&case, "form")))),
            case["fields"],
            "{case}"
        );
    }
    for case in cases("validateProduct") {
        assert_eq!(
            json!(error_fields(validation::validate_product(&field(&case, "form")))),
            case["fields"],
            "{case}"
        );
    }
}

#[test]
fn listing_rules() {
    let defaults = &vectors()["listingDefaults"];
    assert_eq!(defaults["pageSize"], json!(listing::DEFAULT_PAGE_SIZE));
    assert_eq!(defaults["perPageShow"], json!(listing::PER_PAGE_SHOW));
    assert_eq!(defaults["maxPageSize"], json!(listing::MAX_PAGE_SIZE));
    assert_eq!(defaults["maxFilterValues"], json!(listing::MAX_FILTER_VALUES));
    assert_eq!(defaults["maxListingDepth"], json!(listing::MAX_LISTING_DEPTH));
    assert_eq!(defaults["orderBy"], json!(shop_core::SortKey::default()));
    assert_eq!(defaults["orderDirection"], json!(shop_core::SortDirection::default()));
    assert_eq!(defaults["batteryRanges"], json!(listing::DEFAULT_BATTERY_RANGES));
    for case in cases("parseListing") {
        let params: ListingParams = field(&case, "params");
        check(&case, shop_core::ListingQuery::parse(&params).map_err(Error::from));
    }
    for case in cases("filterMatches") {
        let filters: shop_core::FilterGroup = field(&case, "filters");
        assert_eq!(
            json!(filters.matches(&field(&case, "specs"))),
            case["expected"],
            "{case}"
        );
    }
    for case in cases("totalPages") {
        check(
            &case,
            Ok::<_, Error>(listing::total_pages(field(&case, "total"), field(&case, "perPage"))),
        );
    }
    for case in cases("clampPage") {
        check(
            &case,
            Ok::<_, Error>(listing::clamp_page(field(&case, "page"), field(&case, "totalPages"))),
        );
    }
}

#[test]
fn order_rules() {
    for case in cases("orderTransition") {
        let result = OrderStatus::parse(&field::<String>(&case, "from"))
            .and_then(|from| OrderStatus::parse(&field::<String>(&case, "to")).and_then(|to| from.transition(to)));
        check(&case, result.map_err(Error::from));
    }
    for case in cases("nextOrderStatuses") {
        let from = OrderStatus::parse(&field::<String>(&case, "from")).expect("known status");
        assert_eq!(json!(from.next_statuses()), case["expected"], "{case}");
    }
}

#[test]
fn payment_methods() {
    let expected = &vectors()["paymentMethods"];
    let actual: Vec<Value> = shop_core::PaymentMethod::ALL
        .iter()
        .map(|m| json!({ "value": m.as_str(), "label": m.label(), "paidOnDelivery": m.paid_on_delivery() }))
        .collect();
    assert_eq!(Value::Array(actual), *expected);
    for case in cases("paymentMethodLabel") {
        let result = shop_core::PaymentMethod::parse(&field::<String>(&case, "method")).map(|m| m.label());
        check(&case, result.map_err(Error::from));
    }
    for case in cases("paymentTransition") {
        let event = shop_core::PaymentEvent::parse(&field::<String>(&case, "event")).expect("known event");
        let result = shop_core::PaymentStatus::parse(&field::<String>(&case, "status")).and_then(|s| s.apply(event));
        check(&case, result.map_err(Error::from));
    }
    for case in cases("checkoutPaymentStatus") {
        let orders: Result<Vec<_>, _> = field::<Vec<String>>(&case, "orders")
            .iter()
            .map(|s| shop_core::PaymentStatus::parse(s))
            .collect();
        let result = shop_core::PaymentStatus::parse(&field::<String>(&case, "status"))
            .and_then(|own| orders.map(|orders| own.of_checkout(orders)));
        check(&case, result.map_err(Error::from));
    }
    for case in cases("paymentStatusLabel") {
        let result = shop_core::PaymentStatus::parse(&field::<String>(&case, "status")).map(|s| s.label());
        check(&case, result.map_err(Error::from));
    }
}

#[test]
fn order_moves_follow_the_payment() {
    for case in cases("nextOrderMoves") {
        let result = OrderStatus::parse(&field::<String>(&case, "order"))
            .map_err(Error::from)
            .and_then(|order| {
                let payment = shop_core::PaymentStatus::parse(&field::<String>(&case, "payment"))?;
                Ok(shop_core::OrderState::new(order, payment).next_statuses())
            });
        check(&case, result);
    }
}

#[test]
fn delivery_quotes() {
    for case in cases("deliveryQuote") {
        let zone = shop_core::DeliveryZone::of_city(&field::<String>(&case, "city"));
        let subtotal = shop_core::Money::from_poisha(field::<i64>(&case, "subtotal"));
        let result = shop_core::Charges::new(subtotal, zone).map(|charges| {
            json!({
                "subtotal": charges.subtotal,
                "deliveryFee": charges.delivery_fee,
                "total": charges.total,
                "zone": zone,
                "zoneText": { "code": zone.text_def().code, "params": {} },
                "deliveryDays": zone.delivery_days(),
            })
        });
        check(&case, result.map_err(Error::from));
    }
}

#[test]
fn notices() {
    let expected = &vectors()["notices"];
    let actual: serde_json::Map<String, Value> = shop_core::notices::ALL
        .iter()
        .map(|(key, text)| ((*key).to_owned(), json!(text.code)))
        .collect();
    assert_eq!(Value::Object(actual), *expected);
}

#[test]
fn price_history_rules() {
    use shop_core::{PricePoint, price_history};
    for case in cases("priceReference") {
        let history: Vec<PricePoint> = field(&case, "history");
        let list_price = Money::from_poisha(field(&case, "listPrice"));
        check(
            &case,
            Ok::<_, Error>(price_history::current_reference(&history, list_price).poisha()),
        );
    }
    for case in cases("lowestRecent") {
        let history: Vec<PricePoint> = field(&case, "history");
        let current = Money::from_poisha(field(&case, "current"));
        check(
            &case,
            Ok::<_, Error>(price_history::lowest_recent(&history, current, field(&case, "now")).poisha()),
        );
    }
    for case in cases("shownDiscount") {
        let shown = price_history::shown_discount(
            Money::from_poisha(field(&case, "reference")),
            Money::from_poisha(field(&case, "finalPrice")),
            field(&case, "discount"),
        );
        check(&case, Ok::<_, Error>(shown));
    }
}
