use super::*;
use crate::money::Money;
use crate::text_catalog::catalog;
use std::collections::HashSet;

crate::texts! {
    SAMPLE = "sample.left" { stock: Count, name: Name } => "Only {stock} of {name} left";
    PRICED = "sample.priced" { max: Money, reason: Text } => "At most {max}: {reason}";
}

#[test]
fn every_code_is_unique_and_dotted() {
    let mut seen = HashSet::new();
    for def in catalog() {
        assert!(seen.insert(def.code), "{} is declared twice", def.code);
        let (area, name) = def.code.split_once('.').expect("a code names its area");
        let word = |part: &str| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
        };
        assert!(
            word(area) && name.split('.').all(word),
            "{} is not like area.name",
            def.code
        );
    }
    assert!(seen.len() > 50, "the catalog lists the core's texts");
}

#[test]
fn every_placeholder_is_declared_once() {
    for def in catalog().chain(TEXTS) {
        let mut used = placeholders(def.english);
        used.sort_unstable();
        used.dedup();
        let mut declared: Vec<&str> = def.params.iter().map(|(name, _)| *name).collect();
        declared.sort_unstable();
        assert_eq!(used, declared, "{}: placeholders and declared values differ", def.code);
    }
}

#[test]
fn english_fills_each_value_its_way() {
    let text = Text::new(SAMPLE).count("stock", 3).name("name", "Galaxy {A15}");
    assert_eq!(text.to_string(), "Only 3 of Galaxy {A15} left");
    let priced = Text::new(PRICED)
        .money("max", Money::from_poisha(150_050))
        .text("reason", Text::new(SAMPLE).count("stock", 1).name("name", "X"));
    assert_eq!(
        priced.to_string(),
        format!("At most {}: Only 1 of X left", Money::from_poisha(150_050))
    );
    assert_eq!(Text::new(SAMPLE).to_string(), "Only {stock} of {name} left");
}

#[test]
fn serialises_as_code_and_typed_values() {
    let text = Text::new(PRICED)
        .money("max", Money::from_poisha(500))
        .text("reason", Text::new(SAMPLE).count("stock", 2).name("name", "Y"));
    let json = serde_json::to_value(&text).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "code": "sample.priced",
            "params": {"max": 500, "reason": {"code": "sample.left", "params": {"stock": 2, "name": "Y"}}}
        })
    );
}

#[test]
fn logs_show_the_code_and_the_values() {
    let text = Text::new(SAMPLE).count("stock", 3).name("name", "X");
    assert_eq!(
        format!("{text:?}"),
        r#"sample.left{"stock": Count(3), "name": Name("X")}"#
    );
    assert_eq!(format!("{:?}", Text::new(PRICED)), "sample.priced");
}
