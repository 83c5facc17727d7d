//! Text made safe for the places the server writes it into: HTML text and
//! attributes, XML, JSON inside a `<script>` element, and URL components.

use std::fmt::Write;

/// Text safe inside HTML (or XML) elements and quoted attributes.
pub fn html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON text safe inside a `<script>` element: `<`, `>` and `&` written as
/// `\u` escapes (valid only inside strings, the only place JSON holds them),
/// so no `</script>` or `<!--` in a value can end the element.
pub fn json_in_script(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}

/// A URL component as the browser's `encodeURIComponent` writes it, so the
/// server's addresses match the ones the app builds.
pub fn url_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte) {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_markup_and_quotes() {
        assert_eq!(
            html(r#"</title><a href="x" onclick='y'>&"#),
            "&lt;/title&gt;&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;"
        );
    }

    #[test]
    fn json_in_a_script_cannot_close_it() {
        let json = serde_json::to_string(&serde_json::json!({ "name": "</script><!-- & \u{2028}" })).expect("json");
        let safe = json_in_script(&json);
        assert!(!safe.contains('<') && !safe.contains('>') && !safe.contains('&'));
        let back: serde_json::Value = serde_json::from_str(&safe).expect("still JSON");
        assert_eq!(back["name"], "</script><!-- & \u{2028}");
    }

    #[test]
    fn url_components_match_encode_uri_component() {
        assert_eq!(url_component("Galaxy A55 8/128GB"), "Galaxy%20A55%208%2F128GB");
        assert_eq!(url_component("a&b=c?d#e"), "a%26b%3Dc%3Fd%23e");
        assert_eq!(url_component("৳"), "%E0%A7%B3");
        assert_eq!(url_component("it's-(ok)_~*!."), "it's-(ok)_~*!.");
    }
}
