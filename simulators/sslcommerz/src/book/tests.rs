//! The book's moves: one session per tran_id, retries until paid, validation.

use super::*;
use crate::methods::ALL;

fn order(tran_id: &str) -> Order {
    Order {
        tran_id: tran_id.into(),
        poisha: 50_000,
        success_url: "http://shop.test/ok".into(),
        fail_url: "http://shop.test/fail".into(),
        cancel_url: "http://shop.test/cancel".into(),
        ipn_url: None,
        product_name: "Phone".into(),
        methods: ALL.to_vec(),
        emi: None,
        values: Default::default(),
    }
}

fn tried(outcome: Outcome, switches: Switches) -> Try {
    Try {
        outcome,
        instrument: None,
        emi_months: None,
        error: String::new(),
        switches,
    }
}

#[test]
fn a_tran_id_opens_one_session() {
    let mut book = Book::new(Duration::ZERO);
    assert!(book.open(order("T1"), Instant::now()).is_some());
    assert!(book.open(order("T1"), Instant::now()).is_none());
}

#[test]
fn failures_can_be_retried_until_one_pays() {
    let mut book = Book::new(Duration::ZERO);
    let key = book
        .open(order("T1"), Instant::now())
        .map(|s| s.key.clone())
        .unwrap_or_default();
    let at = (Instant::now(), SystemTime::now());
    let (_, failed) = book
        .record(&key, tried(Outcome::Failed, Switches::default()), at)
        .expect("open");
    let (_, paid) = book
        .record(&key, tried(Outcome::Valid, Switches::default()), at)
        .expect("open");
    assert_ne!(failed.val_id, paid.val_id);
    let again = book.record(&key, tried(Outcome::Valid, Switches::default()), at);
    assert_eq!(again.err(), Some(Closed::Paid));
    let statuses: Vec<&str> = book.attempts_of("T1").into_iter().map(query_status).collect();
    assert_eq!(statuses, ["FAILED", "VALID"]);
    assert!(matches!(
        book.validate(&failed.val_id, SystemTime::now()),
        Validation::Invalid
    ));
    assert!(matches!(
        book.validate(&paid.val_id, SystemTime::now()),
        Validation::Valid(_)
    ));
    assert!(matches!(
        book.validate(&paid.val_id, SystemTime::now()),
        Validation::Validated(_)
    ));
    assert_eq!(query_status(book.attempts_of("T1")[1]), "VALIDATED");
}

#[test]
fn validation_fails_once_when_switched() {
    let mut book = Book::new(Duration::ZERO);
    let key = book
        .open(order("T2"), Instant::now())
        .map(|s| s.key.clone())
        .unwrap_or_default();
    let switches = Switches {
        validation_fails: true,
        ..Switches::default()
    };
    let at = (Instant::now(), SystemTime::now());
    let (_, paid) = book.record(&key, tried(Outcome::Valid, switches), at).expect("open");
    assert!(matches!(
        book.validate(&paid.val_id, SystemTime::now()),
        Validation::FailedOnce
    ));
    assert!(matches!(
        book.validate(&paid.val_id, SystemTime::now()),
        Validation::Valid(_)
    ));
    assert!(matches!(
        book.validate("nothing", SystemTime::now()),
        Validation::Invalid
    ));
}
