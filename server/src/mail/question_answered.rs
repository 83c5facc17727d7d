//! The e-mail telling a shopper that the shop answered their question on a phone page.

use super::templates::{SIGNATURE, escape, greeting};
use crate::documents::outbox::{Composed, MailPriority, OutboxMessage};
use mongodb::bson::DateTime;

/// The outbox `kind` of these e-mails.
pub const KIND: &str = "question_answered";

/// What the e-mail is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionAnsweredMail {
    pub to: String,
    /// The name to greet by, empty to greet without one.
    pub customer_name: String,
    pub product_title: String,
    pub question: String,
    pub answer: String,
    /// The phone's page, where the answer shows.
    pub product_url: String,
}

impl QuestionAnsweredMail {
    /// The outbox message, keyed `question_answered:<question>` so a
    /// question's answer is mailed once, however often it is corrected.
    pub fn message(&self, question: &str, now: DateTime) -> OutboxMessage {
        OutboxMessage::new(
            self.compose(),
            (KIND, MailPriority::Notices),
            format!("{KIND}:{question}"),
            now,
        )
    }

    /// The e-mail's words, plain and HTML.
    pub fn compose(&self) -> Composed {
        let subject = format!("Your question about {} was answered", self.product_title);
        let paragraph = format!("The shop answered the question you asked about {}.", self.product_title);
        let text = format!(
            "{}\n\n{paragraph}\n\nYou asked: {}\n\nOur answer: {}\n\nSee the phone: {}\n\n{SIGNATURE}\n",
            greeting(&self.customer_name),
            self.question,
            self.answer,
            self.product_url
        );
        let quoted = "style=\"white-space: pre-line\"";
        let html = format!(
            "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
             <body style=\"font-family: sans-serif; color: #222\">\n<p>{}</p>\n<p>{}</p>\n\
             <p><strong>You asked:</strong></p>\n<p {quoted}>{}</p>\n\
             <p><strong>Our answer:</strong></p>\n<p {quoted}>{}</p>\n\
             <p><a href=\"{}\">See the phone</a></p>\n<p>{SIGNATURE}</p>\n</body></html>\n",
            escape(&subject),
            escape(&greeting(&self.customer_name)),
            escape(&paragraph),
            escape(&self.question),
            escape(&self.answer),
            escape(&self.product_url)
        );
        Composed {
            to: self.to.clone(),
            subject,
            text,
            html: Some(html),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_the_question_and_answer_links_to_the_phone_and_escapes_html() {
        let mail = QuestionAnsweredMail {
            to: "a@example.com".into(),
            customer_name: "Rahim".into(),
            product_title: "Galaxy A55".into(),
            question: "Does it have <b>eSIM</b>?".into(),
            answer: "Yes, one eSIM & one nano-SIM.".into(),
            product_url: "https://shop.example/product/galaxy-a55/abc".into(),
        };
        let composed = mail.compose();
        assert_eq!(composed.subject, "Your question about Galaxy A55 was answered");
        assert!(
            composed.text.contains("You asked: Does it have <b>eSIM</b>?"),
            "{}",
            composed.text
        );
        assert!(composed.text.contains("Our answer: Yes, one eSIM & one nano-SIM."));
        let html = composed.html.expect("html");
        assert!(html.contains("Does it have &lt;b&gt;eSIM&lt;/b&gt;?"), "{html}");
        assert!(html.contains("one eSIM &amp; one nano-SIM."), "{html}");
        assert!(html.contains("href=\"https://shop.example/product/galaxy-a55/abc\""));
        let message = mail.message("q1", DateTime::now());
        assert_eq!(
            (message.kind.as_str(), message.dedupe_key.as_str()),
            (KIND, "question_answered:q1")
        );
    }
}
