use super::{payouts::NoPayout, *};
use crate::status::Status;
use serde_json::Value;

const NOW: i64 = 1_795_935_931;

fn order(invoice: &str, address: &str, cod: i64) -> Order {
    Order {
        invoice: invoice.into(),
        recipient_name: "Rahim Uddin".into(),
        recipient_phone: "01712345678".into(),
        alternative_phone: None,
        recipient_email: None,
        recipient_address: address.into(),
        cod,
        note: None,
        item_description: None,
        delivery_type: 0,
    }
}

fn booked(book: &mut Book, invoice: &str, address: &str, cod: i64) -> u64 {
    book.create(order(invoice, address, cod), NOW).id
}

#[test]
fn consignments_get_growing_ids_and_distinct_tracking_codes() {
    let mut book = Book::default();
    let first = booked(&mut book, "A-1", "Dhaka", 100_000);
    let second = booked(&mut book, "A-2", "Dhaka", 100_000);
    assert_eq!((first, second), (1_424_107, 1_424_108));
    let codes: Vec<&str> = book.consignments.iter().map(|c| c.tracking_code.as_str()).collect();
    assert_ne!(codes[0], codes[1]);
    for code in codes {
        assert!(code.len() == 8 && code.bytes().all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b)));
    }
    assert!(book.has_invoice("A-1") && !book.has_invoice("A-3"));
    assert_eq!(book.find(first).map(|c| c.status), Some(Status::InReview));
}

#[test]
fn picking_up_sends_the_status_then_the_tracking_message_with_growing_times() {
    let mut book = Book::default();
    let id = booked(&mut book, "A-1", "Dhaka", 100_000);
    let Ok(webhooks) = book.advance(id, Step::PickedUp, None, NOW) else {
        panic!("moves");
    };
    let types: Vec<&Value> = webhooks.iter().map(|w| &w["notification_type"]).collect();
    assert_eq!(types, ["delivery_status", "tracking_update"]);
    assert_eq!(webhooks[0]["status"], "Pending");
    assert_eq!(webhooks[0]["tracking_message"], "Picked up from the merchant.");
    // Created at NOW, so the two webhooks are a second and two after it.
    assert_eq!(webhooks[0]["updated_at"], "2026-11-29 13:05:32");
    assert_eq!(webhooks[1]["updated_at"], "2026-11-29 13:05:33");

    let Ok(again) = book.advance(id, Step::OutForDelivery, None, NOW) else {
        panic!("moves");
    };
    assert_eq!(again.len(), 1, "still pending: a tracking message only");
    assert_eq!(again[0]["tracking_message"], "Out for delivery.");
    assert_eq!(again[0]["updated_at"], "2026-11-29 13:05:34");
}

#[test]
fn delivery_collects_the_cash_and_charges_for_it() {
    let mut book = Book::default();
    let id = booked(&mut book, "A-1", "Mirpur, Dhaka", 106_000);
    let Ok(webhooks) = book.advance(id, Step::Delivered, None, NOW) else {
        panic!("moves");
    };
    assert_eq!(webhooks[0]["status"], "Delivered");
    assert_eq!(webhooks[0]["cod_amount"], 1060);
    assert_eq!(webhooks[0]["delivery_charge"], 90.6);
    assert_eq!(book.balance(), 106_000 - 9_060);
    assert_eq!(
        book.advance(id, Step::Refused, None, NOW),
        Err(MoveError::Final(id, Status::Delivered))
    );
}

#[test]
fn approval_pending_steps_are_silent_until_approved() {
    let mut book = Book::default();
    let id = booked(&mut book, "A-1", "Sylhet", 50_000);
    let Ok(pending) = book.advance(id, Step::PartialPendingApproval, Some(20_000), NOW) else {
        panic!("moves");
    };
    assert_eq!(pending.len(), 1, "a tracking message, no status webhook");
    assert_eq!(book.balance(), 0);
    let Ok(approved) = book.advance(id, Step::Approve, None, NOW) else {
        panic!("approves");
    };
    assert_eq!(approved[0]["status"], "Partial_delivered");
    assert_eq!(approved[0]["cod_amount"], 200);
    assert_eq!(book.balance(), 20_000 - 13_000 - 200);
    let other = booked(&mut book, "A-2", "Sylhet", 50_000);
    assert_eq!(
        book.advance(other, Step::Approve, None, NOW),
        Err(MoveError::NothingToApprove(other, Status::InReview))
    );
}

#[test]
fn a_partial_delivery_needs_its_cash_within_the_cod_amount() {
    let mut book = Book::default();
    let id = booked(&mut book, "A-1", "Dhaka", 50_000);
    assert_eq!(book.advance(id, Step::Partial, None, NOW), Err(MoveError::AmountNeeded));
    assert_eq!(
        book.advance(id, Step::Partial, Some(50_001), NOW),
        Err(MoveError::AmountNeeded)
    );
    assert_eq!(
        book.advance(7, Step::Partial, Some(1), NOW),
        Err(MoveError::UnknownConsignment(7))
    );
    assert!(book.advance(id, Step::Partial, Some(0), NOW).is_ok());
}

#[test]
fn a_payout_pays_every_final_parcel_once() {
    let mut book = Book::default();
    let delivered = booked(&mut book, "A-1", "Dhaka", 100_000);
    let refused = booked(&mut book, "A-2", "Khulna", 100_000);
    let moving = booked(&mut book, "A-3", "Dhaka", 100_000);
    assert_eq!(
        book.pay_out(NOW).err(),
        Some(NoPayout::NothingUnpaid),
        "nothing final yet"
    );
    for (id, step) in [
        (delivered, Step::Delivered),
        (refused, Step::Refused),
        (moving, Step::PickedUp),
    ] {
        assert!(book.advance(id, step, None, NOW).is_ok());
    }
    assert_eq!(book.balance(), 100_000 - 9_000 - 13_000);
    let Ok(payment) = book.pay_out(NOW).cloned() else {
        panic!("pays");
    };
    assert_eq!((payment.id, payment.amount), (1, 78_000));
    assert_eq!(payment.consignment_ids, [delivered, refused]);
    assert_eq!(book.balance(), 0);
    assert!(book.pay_out(NOW).is_err());
    let detail = book.payment_json(&payment);
    assert_eq!(detail["consignments"][1]["delivery_charge"], 130);
    assert_eq!(detail["consignments"][1]["status"], "cancelled");
}

#[test]
fn returns_costing_more_than_the_cash_wait_for_the_next_payout() {
    let mut book = Book::default();
    let refused = booked(&mut book, "A-1", "Dhaka", 100_000);
    assert!(book.advance(refused, Step::Refused, None, NOW).is_ok());
    assert_eq!(book.balance(), -8_000);
    assert_eq!(book.pay_out(NOW).err(), Some(NoPayout::BalanceBelowZero(-8_000)));
    let delivered = booked(&mut book, "A-2", "Dhaka", 100_000);
    assert!(book.advance(delivered, Step::Delivered, None, NOW).is_ok());
    let Ok(payment) = book.pay_out(NOW) else {
        panic!("pays");
    };
    assert_eq!(payment.amount, 100_000 - 9_000 - 8_000);
    assert_eq!(payment.consignment_ids, [refused, delivered]);
}

#[test]
fn every_step_has_its_word() {
    for step in Step::ALL {
        assert_eq!(Step::parse(step.word()), Some(step));
    }
    assert_eq!(Step::parse("teleported"), None);
}
