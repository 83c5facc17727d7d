//! The answer to the shopper's browser after an attempt: a form holding the
//! attempt's fields (the IPN's, signed) that posts itself to the shop's
//! success, fail or cancel URL, and a button that does the same without
//! JavaScript.

use super::html::SHELL;
use crate::attempt::Outcome;
use sim_kit::html::escape;

/// The page for `outcome`, posting `fields` to `url`. Each hidden field is
/// on a line of its own.
pub fn page(outcome: Outcome, url: &str, fields: &[(String, String)]) -> String {
    let title = match outcome {
        Outcome::Valid => "Payment successful",
        Outcome::Failed => "Payment failed",
        Outcome::Cancelled => "Payment cancelled",
    };
    let hidden: String = fields
        .iter()
        .map(|(name, value)| {
            format!(
                "<input type=\"hidden\" name=\"{}\" value=\"{}\">\n",
                escape(name),
                escape(value)
            )
        })
        .collect();
    let content = format!(
        "<section class=\"card\"><h1>{title}</h1><p>Taking you back to the shop…</p>\
         <form id=\"back-to-shop\" method=\"post\" action=\"{url}\">\n{hidden}\
         <button class=\"pay\" type=\"submit\">Return to the shop</button></form></section>\
         <script>document.getElementById('back-to-shop').submit();</script>",
        url = escape(url)
    );
    SHELL.page(title, &content)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_hidden_inputs_one_a_line_escaped() {
        let fields = vec![
            ("status".to_owned(), "VALID".to_owned()),
            ("value_a".to_owned(), "<b>\"x\" & y</b>".to_owned()),
        ];
        let html = page(Outcome::Valid, "http://shop.test/ok?a=1&b=2", &fields);
        assert!(html.contains("\n<input type=\"hidden\" name=\"status\" value=\"VALID\">\n"));
        assert!(html.contains(
            "\n<input type=\"hidden\" name=\"value_a\" value=\"&lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;\">\n"
        ));
        assert!(html.contains("action=\"http://shop.test/ok?a=1&amp;b=2\""));
        assert!(html.contains("Return to the shop"));
    }
}
