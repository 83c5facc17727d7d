//! A simulator's page for the shopper: one shell (its service's name, a
//! notice that no real money or message moves, its own style, no external
//! assets) and the escaping every value put into it needs.

/// `text` safe inside HTML text and double-quoted attributes.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    escaped
}

/// The shell of one simulator's pages.
pub struct Shell {
    /// The service it stands in for, e.g. `bKash`.
    pub service: &'static str,
    /// What the header says under the name, e.g. that no real money moves.
    pub notice: &'static str,
    /// The page's whole style sheet.
    pub style: &'static str,
}

impl Shell {
    /// A whole page titled `title` around `content` (HTML, escaped by its maker).
    pub fn page(&self, title: &str, content: &str) -> String {
        format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
             <title>{title} · {service} (simulator)</title><style>{style}</style></head><body>\
             <header><b>{service}</b><small>{notice}</small></header>\
             <main>{content}</main></body></html>",
            title = escape(title),
            service = escape(self.service),
            notice = escape(self.notice),
            style = self.style,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_a_value_is_text() {
        assert_eq!(
            escape("<b a=\"1\">Tom & 'Jerry'</b>"),
            "&lt;b a=&quot;1&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;"
        );
    }

    #[test]
    fn a_page_names_its_service_and_escapes_its_title() {
        let shell = Shell {
            service: "bKash",
            notice: "No real money moves",
            style: "main{}",
        };
        let page = shell.page("Pay <now>", "<p>hi</p>");
        assert!(
            page.contains("<title>Pay &lt;now&gt; · bKash (simulator)</title>"),
            "{page}"
        );
        assert!(page.contains("<main><p>hi</p></main>"), "{page}");
        assert!(page.contains("<small>No real money moves</small>"), "{page}");
    }
}
