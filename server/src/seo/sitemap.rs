//! The sitemap: every page worth finding — the front page, the whole
//! catalog, each brand's listing and each phone's page — as pages of at most
//! [`MAX_URLS`] addresses under one sitemap index (`/sitemap.xml`), so any
//! catalog fits (100,000 phones: three pages).

use super::{Site, pages};
use crate::documents::{brand::BrandDocument, product::ProductDocument};
use crate::escape;
use std::fmt::Write;

/// Most addresses one sitemap page may hold (sitemaps.org).
pub const MAX_URLS: usize = 50_000;

/// A sitemap index and its pages (page `n` is at `/sitemap-{n}.xml`, from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sitemap {
    pub index: String,
    pub pages: Vec<String>,
}

/// The address of sitemap page `n` (from 1).
pub fn page_path(n: usize) -> String {
    format!("/sitemap-{n}.xml")
}

/// The sitemap of these brands and phones, `per_page` addresses a page.
pub fn build(site: &Site, brands: &[BrandDocument], products: &[&ProductDocument], per_page: usize) -> Sitemap {
    let mut entries: Vec<(String, Option<String>)> = vec![("/".into(), None), ("/products".into(), None)];
    entries.extend(brands.iter().map(|brand| (pages::brand_path(brand), None)));
    entries.extend(products.iter().map(|product| {
        // The day of the last change (W3C date), as search engines read it.
        let day = product
            .updated_at
            .try_to_rfc3339_string()
            .ok()
            .and_then(|t| t.get(..10).map(str::to_owned));
        (pages::product_path(product), day)
    }));
    let pages: Vec<String> = entries.chunks(per_page.max(1)).map(|chunk| page(site, chunk)).collect();
    let mut index = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for n in 1..=pages.len() {
        let _ = writeln!(
            index,
            "  <sitemap><loc>{}</loc></sitemap>",
            escape::html(&site.url(&page_path(n)))
        );
    }
    index.push_str("</sitemapindex>\n");
    Sitemap { index, pages }
}

fn page(site: &Site, entries: &[(String, Option<String>)]) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for (path, lastmod) in entries {
        let _ = write!(xml, "  <url><loc>{}</loc>", escape::html(&site.url(path)));
        if let Some(day) = lastmod {
            let _ = write!(xml, "<lastmod>{day}</lastmod>");
        }
        xml.push_str("</url>\n");
    }
    xml.push_str("</urlset>\n");
    xml
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
        let sitemap = build(&Site::new("https://shop.example/"), &[brand], &[], MAX_URLS);
        let xml = &sitemap.pages[0];
        assert!(xml.contains("<loc>https://shop.example/</loc>"));
        assert!(xml.contains("<loc>https://shop.example/products/a%26b</loc>"), "{xml}");
        assert!(xml.contains(r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#));
        assert_eq!(sitemap.pages.len(), 1);
        assert!(sitemap.index.contains("<loc>https://shop.example/sitemap-1.xml</loc>"));
    }

    #[test]
    fn addresses_past_a_page_go_on_the_next_and_the_index_names_every_page() {
        let brands: Vec<BrandDocument> = (0..23)
            .map(|n| BrandDocument {
                id: ObjectId::new(),
                name: format!("Brand {n}"),
                slug: format!("brand-{n}"),
                created_at: DateTime::now(),
            })
            .collect();
        let sitemap = build(&Site::new("https://shop.example"), &brands, &[], 10);
        assert_eq!(sitemap.pages.len(), 3, "25 addresses, 10 a page");
        let counts: Vec<usize> = sitemap.pages.iter().map(|p| p.matches("<url>").count()).collect();
        assert_eq!(counts, [10, 10, 5]);
        for n in 1..=3 {
            assert!(sitemap.index.contains(&format!("https://shop.example/sitemap-{n}.xml")));
        }
        assert_eq!(sitemap.index.matches("<sitemap>").count(), 3);
    }
}
