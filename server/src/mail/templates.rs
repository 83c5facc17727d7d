//! The order e-mails' words: plain text (always) and simple HTML, built from
//! one [`OrderMail`]. Every amount is formatted by the core's
//! `Money::format_tk`; nothing here adds or multiplies money.

use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
pub(super) use crate::escape::html as escape;
use mongodb::bson::DateTime;
use shop_core::Money;
use std::fmt::Write;

/// The name the e-mails are signed with.
pub(super) const SIGNATURE: &str = "Phone Shop";

/// One line of an order as the e-mail lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailLine {
    pub title: String,
    pub quantity: u32,
    /// What the line costs in all (price times quantity, as charged).
    pub line_total: Money,
}

/// What every order e-mail is made of; the caller fills it from the order
/// as stored, with the core's labels for the zone, method and status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderMail {
    pub to: String,
    pub customer_name: String,
    /// What the shopper quotes: the checkout id.
    pub reference: String,
    pub lines: Vec<MailLine>,
    pub subtotal: Money,
    /// The coupon's code and what it took off the goods.
    pub coupon: Option<(String, Money)>,
    pub delivery_fee: Money,
    pub delivery_zone_label: String,
    pub total: Money,
    pub payment_method_label: String,
    pub payment_status_label: String,
    /// The card or wallet that paid, masked (`VISA 411111XXXXXX1111`), when the provider said.
    pub paid_with: Option<String>,
    /// The courier it left with and its tracking code, once booked.
    pub tracking: Option<(String, String)>,
    /// Where the shopper follows the order.
    pub order_url: String,
}

/// What happened to the order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderEvent {
    Placed,
    /// The payment was confirmed.
    Paid,
    Shipped,
    Delivered,
    /// `refund`: money had been taken and goes back.
    Cancelled {
        refund: bool,
    },
}

impl OrderEvent {
    /// The outbox `kind`, and the first part of the dedupe key.
    pub const fn kind(self) -> &'static str {
        match self {
            Self::Placed => "order_placed",
            Self::Paid => "order_paid",
            Self::Shipped => "order_shipped",
            Self::Delivered => "order_delivered",
            Self::Cancelled { .. } => "order_cancelled",
        }
    }
}

/// The first line of an e-mail: "Hello Rahim," or, with no name to greet
/// by (see `shop_core::greeting`), "Hello,".
pub fn greeting(name: &str) -> String {
    if name.is_empty() {
        "Hello,".to_owned()
    } else {
        format!("Hello {name},")
    }
}

impl OrderMail {
    /// The outbox message telling of `event`, keyed `<kind>:<reference>` so
    /// the same event never queues twice. Queue it with
    /// `OutboxRepository::enqueue` in the transaction that made the change.
    pub fn message(&self, event: OrderEvent, now: DateTime) -> OutboxMessage {
        let key = format!("{}:{}", event.kind(), self.reference);
        OutboxMessage::new(self.compose(event), (event.kind(), MailPriority::Orders), key, now)
    }

    /// The e-mail telling of `event`.
    pub fn compose(&self, event: OrderEvent) -> Composed {
        let reference = &self.reference;
        let total = self.total.format_tk();
        let method = &self.payment_method_label;
        let (subject, paragraphs) = match event {
            OrderEvent::Placed => (
                format!("We have your order {reference}"),
                vec![
                    "Thank you for your order. Here is what you ordered; we will write again when it ships.".to_owned(),
                ],
            ),
            OrderEvent::Paid => (
                format!("Payment received for order {reference}"),
                vec![match &self.paid_with {
                    Some(paid_with) => format!(
                        "We have received your payment of {total} by {method} ({paid_with}). We are getting your order ready."
                    ),
                    None => format!(
                        "We have received your payment of {total} by {method}. We are getting your order ready."
                    ),
                }],
            ),
            OrderEvent::Shipped => (
                format!("Your order {reference} is on its way"),
                std::iter::once(format!(
                    "Your order has left our shop and is on its way to you ({}).",
                    self.delivery_zone_label
                ))
                .chain(
                    self.tracking
                        .iter()
                        .map(|(courier, code)| format!("It travels with {courier}, tracking code {code}.")),
                )
                .collect(),
            ),
            OrderEvent::Delivered => (
                format!("Your order {reference} was delivered"),
                vec!["Your order has been delivered. We hope you enjoy it, and would love your review.".to_owned()],
            ),
            OrderEvent::Cancelled { refund } => {
                let mut paragraphs = vec!["Your order has been cancelled.".to_owned()];
                if refund {
                    paragraphs.push(format!(
                        "You had already paid {total}, so we are refunding it to you by {method}. \
                         It can take a few working days to reach you."
                    ));
                }
                (format!("Your order {reference} was cancelled"), paragraphs)
            }
        };
        Composed {
            to: self.to.clone(),
            text: self.text(&paragraphs),
            html: Some(self.html(&subject, &paragraphs)),
            subject,
        }
    }

    fn text(&self, paragraphs: &[String]) -> String {
        let mut out = format!("{}\n\n", greeting(&self.customer_name));
        for paragraph in paragraphs {
            let _ = write!(out, "{paragraph}\n\n");
        }
        let _ = writeln!(out, "Order {}", self.reference);
        for line in &self.lines {
            let _ = writeln!(
                out,
                "  {} x {}: {}",
                line.quantity,
                line.title,
                line.line_total.format_tk()
            );
        }
        let _ = writeln!(out, "Subtotal: {}", self.subtotal.format_tk());
        if let Some((code, off)) = &self.coupon {
            let _ = writeln!(out, "Coupon {code}: -{}", off.format_tk());
        }
        let _ = writeln!(
            out,
            "Delivery ({}): {}",
            self.delivery_zone_label,
            self.delivery_fee.format_tk()
        );
        let _ = writeln!(out, "Total: {}", self.total.format_tk());
        let _ = writeln!(
            out,
            "Payment: {} ({})\n",
            self.payment_method_label, self.payment_status_label
        );
        let _ = write!(out, "See your order: {}\n\n{SIGNATURE}\n", self.order_url);
        out
    }

    fn html(&self, subject: &str, paragraphs: &[String]) -> String {
        let mut out = format!(
            "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
             <body style=\"font-family: sans-serif; color: #222\">\n<p>{}</p>\n",
            escape(subject),
            escape(&greeting(&self.customer_name))
        );
        for paragraph in paragraphs {
            let _ = writeln!(out, "<p>{}</p>", escape(paragraph));
        }
        let _ = writeln!(
            out,
            "<table cellpadding=\"4\" style=\"border-collapse: collapse\">\n\
             <caption style=\"text-align: left\"><strong>Order {}</strong></caption>",
            escape(&self.reference)
        );
        for line in &self.lines {
            row(
                &mut out,
                &format!("{} x {}", line.quantity, line.title),
                line.line_total,
                false,
            );
        }
        row(&mut out, "Subtotal", self.subtotal, false);
        if let Some((code, off)) = &self.coupon {
            let _ = writeln!(
                out,
                "<tr><td>Coupon {}</td><td style=\"text-align: right\">-{}</td></tr>",
                escape(code),
                escape(&off.format_tk())
            );
        }
        row(
            &mut out,
            &format!("Delivery ({})", self.delivery_zone_label),
            self.delivery_fee,
            false,
        );
        row(&mut out, "Total", self.total, true);
        let _ = write!(
            out,
            "</table>\n<p>Payment: {} ({})</p>\n<p><a href=\"{}\">See your order</a></p>\n<p>{SIGNATURE}</p>\n</body></html>\n",
            escape(&self.payment_method_label),
            escape(&self.payment_status_label),
            escape(&self.order_url)
        );
        out
    }
}

/// A short e-mail: the greeting, `paragraphs`, one link and the signature,
/// in plain text and in HTML (everything escaped).
pub(super) fn short_mail(to: &str, name: &str, subject: String, paragraphs: &[String], link: (&str, &str)) -> Composed {
    let (link_text, url) = link;
    let mut text = format!("{}\n\n", greeting(name));
    let mut html = format!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
         <body style=\"font-family: sans-serif; color: #222\">\n<p>{}</p>\n",
        escape(&subject),
        escape(&greeting(name))
    );
    for paragraph in paragraphs {
        let _ = writeln!(text, "{paragraph}");
        let _ = writeln!(html, "<p>{}</p>", escape(paragraph));
    }
    let _ = write!(text, "\n{link_text}: {url}\n\n{SIGNATURE}\n");
    let _ = write!(
        html,
        "<p><a href=\"{}\">{}</a></p>\n<p>{SIGNATURE}</p>\n</body></html>\n",
        escape(url),
        escape(link_text)
    );
    Composed {
        to: to.to_owned(),
        subject,
        text,
        html: Some(html),
    }
}

fn row(out: &mut String, label: &str, amount: Money, strong: bool) {
    let (open, close) = if strong { ("<strong>", "</strong>") } else { ("", "") };
    let _ = writeln!(
        out,
        "<tr><td>{open}{}{close}</td><td style=\"text-align: right\">{open}{}{close}</td></tr>",
        escape(label),
        escape(&amount.format_tk())
    );
}

#[cfg(test)]
mod tests;
