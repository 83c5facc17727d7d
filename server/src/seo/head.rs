//! A page's head as the server writes it into the app's `index.html`.

use super::SHOP_NAME;
use crate::escape;

/// What a page says about itself to crawlers and link previews.
#[derive(Debug, Clone, PartialEq)]
pub struct PageHead {
    pub title: String,
    pub description: String,
    /// The page's own full address; none for a page that is not there.
    pub canonical: Option<String>,
    pub image: Option<String>,
    /// The Open Graph type: `website`, or `product` on a phone's page.
    pub kind: &'static str,
    /// Whether search engines may list the page (not-found and search pages may not).
    pub indexable: bool,
    /// Structured data, such as a `Product`.
    pub json_ld: Option<serde_json::Value>,
    /// The API's answer to the page's first request (a phone's page: the
    /// phone), so the app shows it without asking again.
    pub page_data: Option<serde_json::Value>,
    /// The API addresses the app asks for first, fetched from the head
    /// (`seo::first_fetch`) as the app's client fetches them (with credentials).
    pub first_fetches: Vec<String>,
}

impl PageHead {
    /// The head's tags, every value escaped, each on its own line.
    pub fn to_html(&self) -> String {
        let mut tags = vec![format!("<title>{}</title>", escape::html(&self.title))];
        let meta = |attribute: &str, key: &str, value: &str| {
            format!(r#"<meta {attribute}="{key}" content="{}" />"#, escape::html(value))
        };
        tags.push(meta("name", "description", &self.description));
        if !self.indexable {
            tags.push(meta("name", "robots", "noindex"));
        }
        if let Some(canonical) = &self.canonical {
            tags.push(format!(
                r#"<link rel="canonical" href="{}" />"#,
                escape::html(canonical)
            ));
        }
        tags.push(meta("property", "og:site_name", SHOP_NAME));
        tags.push(meta("property", "og:type", self.kind));
        tags.push(meta("property", "og:title", &self.title));
        tags.push(meta("property", "og:description", &self.description));
        if let Some(canonical) = &self.canonical {
            tags.push(meta("property", "og:url", canonical));
        }
        if let Some(image) = &self.image {
            tags.push(meta("property", "og:image", image));
            tags.push(meta("name", "twitter:card", "summary_large_image"));
        }
        if let Some(data) = &self.json_ld {
            tags.push(format!(
                r#"<script type="application/ld+json">{}</script>"#,
                escape::json_in_script(&data.to_string())
            ));
        }
        for address in &self.first_fetches {
            tags.push(format!(
                r#"<link rel="preload" as="fetch" crossorigin="use-credentials" href="{}" />"#,
                escape::html(address)
            ));
        }
        if let Some(data) = &self.page_data {
            tags.push(format!(
                r#"<script type="application/json" id="page-data">{}</script>"#,
                escape::json_in_script(&data.to_string())
            ));
        }
        tags.join("\n    ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head() -> PageHead {
        PageHead {
            title: r#"Galaxy "A55" </title> · PhoneBazar"#.into(),
            description: "<b>cheap</b>".into(),
            canonical: Some("https://shop.example/product/galaxy-a55-5b6a70/665f1c2e9b1e8a3d4c5b6a70".into()),
            image: Some("https://shop.example/api/images/1".into()),
            kind: "product",
            indexable: true,
            json_ld: Some(serde_json::json!({ "name": "</script><script>alert(1)</script>" })),
            page_data: None,
            first_fetches: Vec::new(),
        }
    }

    #[test]
    fn every_value_is_escaped() {
        let html = head().to_html();
        assert!(html.starts_with("<title>Galaxy &quot;A55&quot; &lt;/title&gt; · PhoneBazar</title>"));
        assert!(html.contains(r#"<meta name="description" content="&lt;b&gt;cheap&lt;/b&gt;" />"#));
        assert!(!html.contains("<b>") && !html.contains("alert(1)</script>"));
        assert_eq!(html.matches("</script>").count(), 1, "{html}");
        assert!(html.contains(r#"<meta property="og:type" content="product" />"#));
        assert!(!html.contains("robots"));
    }

    #[test]
    fn a_page_that_is_not_there_is_not_indexed_and_names_no_address() {
        let html = PageHead {
            canonical: None,
            indexable: false,
            json_ld: None,
            page_data: None,
            first_fetches: Vec::new(),
            ..head()
        }
        .to_html();
        assert!(html.contains(r#"<meta name="robots" content="noindex" />"#));
        assert!(!html.contains("canonical") && !html.contains("og:url") && !html.contains("ld+json"));
    }
}
