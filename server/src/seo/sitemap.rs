//! `/sitemap.xml`: every page worth finding — the front page, the whole
//! catalog, each brand's listing and each phone's page.

use super::{Site, pages};
use crate::documents::{brand::BrandDocument, product::ProductDocument};
use crate::escape;
use std::fmt::Write;

/// Most addresses one sitemap may hold (sitemaps.org).
pub const MAX_URLS: usize = 50_000;

/// The sitemap of these brands and phones. Phones past [`MAX_URLS`] are left
/// out (the oldest stay, in id order) and the caller is told how many.
pub fn build(site: &Site, brands: &[BrandDocument], products: &[&ProductDocument]) -> (String, usize) {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let mut add = |path: &str, lastmod: Option<String>| {
        let _ = write!(xml, "  <url><loc>{}</loc>", escape::html(&site.url(path)));
        if let Some(day) = lastmod {
            let _ = write!(xml, "<lastmod>{day}</lastmod>");
        }
        xml.push_str("</url>\n");
    };
    add("/", None);
    add("/products", None);
    for brand in brands {
        add(&pages::brand_path(brand), None);
    }
    let room = MAX_URLS.saturating_sub(2 + brands.len());
    for product in products.iter().take(room) {
        // The day of the last change (W3C date), as search engines read it.
        let day = product
            .updated_at
            .try_to_rfc3339_string()
            .ok()
            .and_then(|t| t.get(..10).map(str::to_owned));
        add(&pages::product_path(product), day);
    }
    xml.push_str("</urlset>\n");
    (xml, products.len().saturating_sub(room))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mongodb::bson::{DateTime, oid::ObjectId};

    #[test]
    fn brands_are_listed_with_escaped_addresses() {
        let brand = BrandDocument {
            id: ObjectId::new(),
            name: "A&B".into(),
            slug: "a&b".into(),
            created_at: DateTime::now(),
        };
        let (xml, left_out) = build(&Site::new("https://shop.example/"), &[brand], &[]);
        assert!(xml.contains("<loc>https://shop.example/</loc>"));
        assert!(xml.contains("<loc>https://shop.example/products/a%26b</loc>"), "{xml}");
        assert!(xml.contains(r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#));
        assert_eq!(left_out, 0);
    }
}
