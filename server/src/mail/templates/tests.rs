use super::*;
use crate::documents::outbox::OutboxStatus;
use shop_core::{Charges, DeliveryZone, PaymentMethod, PaymentStatus};

/// Two lines to Dhaka, paid by bKash: 1,24,999.00 + 2 x 450.50 + 70 TK delivery.
fn order() -> OrderMail {
    let lines = vec![
        MailLine {
            title: "Galaxy S25 Ultra <512GB> & case".into(),
            quantity: 1,
            line_total: Money::from_poisha(12_499_900),
        },
        MailLine {
            title: "USB-C cable".into(),
            quantity: 2,
            line_total: Money::from_poisha(45_050).checked_mul(2).expect("fits"),
        },
    ];
    let subtotal = Money::checked_sum(lines.iter().map(|l| l.line_total)).expect("fits");
    let charges = Charges::new(subtotal, DeliveryZone::InsideDhaka).expect("charges");
    OrderMail {
        to: "rahim@example.com".into(),
        customer_name: "Rahim".into(),
        reference: "65f0c0ffee0000000000abcd".into(),
        lines,
        subtotal: charges.subtotal,
        coupon: None,
        delivery_fee: charges.delivery_fee,
        delivery_zone_label: DeliveryZone::InsideDhaka.label().into(),
        total: charges.total,
        payment_method_label: PaymentMethod::Bkash.label().into(),
        payment_status_label: PaymentStatus::Paid.label().into(),
        paid_with: None,
        tracking: None,
        order_url: "http://127.0.0.1:8080/orders/65f0c0ffee0000000000abcd?a=1&b=2".into(),
    }
}

#[test]
fn the_placed_mail_lists_every_line_and_the_totals_as_the_core_formats_them() {
    let mail = order().compose(OrderEvent::Placed);
    assert_eq!(mail.to, "rahim@example.com");
    assert_eq!(mail.subject, "We have your order 65f0c0ffee0000000000abcd");
    for expected in [
        "Hello Rahim,",
        "1 x Galaxy S25 Ultra <512GB> & case: 1,24,999.00 TK",
        "2 x USB-C cable: 901.00 TK",
        "Subtotal: 1,25,900.00 TK",
        "Delivery (Inside Dhaka city): 70.00 TK",
        "Total: 1,25,970.00 TK",
        "Payment: bKash (Paid)",
        "See your order: http://127.0.0.1:8080/orders/65f0c0ffee0000000000abcd?a=1&b=2",
    ] {
        assert!(mail.text.contains(expected), "missing {expected:?} in\n{}", mail.text);
    }
}

#[test]
fn the_html_part_escapes_what_shoppers_and_admins_typed() {
    let html = order().compose(OrderEvent::Placed).html.expect("html part");
    assert!(html.contains("1 x Galaxy S25 Ultra &lt;512GB&gt; &amp; case"), "{html}");
    assert!(!html.contains("<512GB>"));
    assert!(html.contains("<strong>1,25,970.00 TK</strong>"), "{html}");
    assert!(html.contains("href=\"http://127.0.0.1:8080/orders/65f0c0ffee0000000000abcd?a=1&amp;b=2\""));
}

#[test]
fn each_event_has_its_own_subject_and_words() {
    let order = order();
    let paid = order.compose(OrderEvent::Paid);
    assert_eq!(paid.subject, "Payment received for order 65f0c0ffee0000000000abcd");
    assert!(
        paid.text.contains("payment of 1,25,970.00 TK by bKash"),
        "{}",
        paid.text
    );
    let by_card = OrderMail {
        payment_method_label: PaymentMethod::Card.label().into(),
        paid_with: Some("VISA 411111XXXXXX1111".into()),
        ..order.clone()
    };
    let paid = by_card.compose(OrderEvent::Paid);
    assert!(
        paid.text
            .contains("payment of 1,25,970.00 TK by Card (VISA 411111XXXXXX1111)"),
        "{}",
        paid.text
    );
    let shipped = order.compose(OrderEvent::Shipped);
    assert!(shipped.subject.contains("is on its way"));
    assert!(shipped.text.contains("on its way to you (Inside Dhaka city)"));
    let delivered = order.compose(OrderEvent::Delivered);
    assert!(delivered.subject.contains("was delivered"));
}

#[test]
fn a_shipped_mail_names_the_courier_and_its_tracking_code_once_booked() {
    let mut order = order();
    assert!(!order.compose(OrderEvent::Shipped).text.contains("tracking code"));
    order.tracking = Some(("Steadfast".into(), "C10A6522".into()));
    let shipped = order.compose(OrderEvent::Shipped);
    assert!(
        shipped
            .text
            .contains("It travels with Steadfast, tracking code C10A6522."),
        "{}",
        shipped.text
    );
    assert!(shipped.html.expect("html").contains("tracking code C10A6522"));
}

#[test]
fn a_cancelled_mail_mentions_a_refund_only_when_money_was_taken() {
    let order = order();
    let refunded = order.compose(OrderEvent::Cancelled { refund: true });
    assert_eq!(refunded.subject, "Your order 65f0c0ffee0000000000abcd was cancelled");
    assert!(
        refunded
            .text
            .contains("You had already paid 1,25,970.00 TK, so we are refunding it to you by bKash"),
        "{}",
        refunded.text
    );
    assert!(refunded.html.expect("html").contains("refunding"));
    let unpaid = order.compose(OrderEvent::Cancelled { refund: false });
    assert!(unpaid.text.contains("has been cancelled"));
    assert!(!unpaid.text.contains("refund"), "{}", unpaid.text);
}

#[test]
fn the_queued_message_is_pending_at_once_and_keyed_by_event_and_reference() {
    let now = DateTime::from_millis(1_700_000_000_000);
    let message = order().message(OrderEvent::Cancelled { refund: false }, now);
    assert_eq!(message.kind, "order_cancelled");
    assert_eq!(message.dedupe_key, "order_cancelled:65f0c0ffee0000000000abcd");
    assert_eq!(message.status, OutboxStatus::Pending);
    assert_eq!((message.attempts, message.next_attempt_at), (0, now));
    assert!(message.claimed_until < now);
    let kinds: Vec<_> = [
        OrderEvent::Placed,
        OrderEvent::Paid,
        OrderEvent::Shipped,
        OrderEvent::Delivered,
    ]
    .map(OrderEvent::kind)
    .into();
    assert_eq!(
        kinds,
        ["order_placed", "order_paid", "order_shipped", "order_delivered"]
    );
}

#[test]
fn a_couponed_order_mail_shows_the_code_and_what_it_took_off() {
    let mut mail = order();
    let off = Money::from_tk(100).expect("fits");
    mail.coupon = Some(("EID-100".into(), off));
    mail.total = mail.total.checked_sub(off).expect("fits");
    let composed = mail.compose(OrderEvent::Placed);
    assert!(composed.text.contains("Coupon EID-100: -"), "{}", composed.text);
    assert!(composed.html.expect("html part").contains("Coupon EID-100"));
    assert!(composed.text.contains(&format!("Total: {}", mail.total.format_tk())));
}
