//! What crawlers read: the sitemap (and its cost under many crawlers at once) and robots.txt.

use super::*;

#[tokio::test]
async fn the_sitemap_lists_every_phone_and_brand() {
    let app = shop().await;
    let created = add_phone(&app, "Galaxy <A&B>", 2).await;
    let index = app.get("/sitemap.xml").await;
    assert_eq!(index.status().as_u16(), 200);
    let index = index.text().await.expect("body");
    assert!(index.contains(r#"<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#));
    assert!(
        index.contains(&format!("<loc>{PUBLIC_URL}/sitemap-1.xml</loc>")),
        "{index}"
    );
    assert_eq!(index.matches("<sitemap>").count(), 1, "one page holds a small catalog");
    let response = app.get("/sitemap-1.xml").await;
    assert_eq!(response.status().as_u16(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap_or("")
            .starts_with("application/xml")
    );
    let xml = response.text().await.expect("body");
    assert!(xml.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?>"#), "{xml}");
    assert!(xml.contains(r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#));
    assert!(xml.trim_end().ends_with("</urlset>"));

    let locs: Vec<&str> = xml
        .split("<loc>")
        .skip(1)
        .map(|rest| rest.split("</loc>").next().expect("closed"))
        .collect();
    let products = app.catalog.all();
    assert_eq!(products.len(), 13);
    for product in &products {
        let own = format!("{PUBLIC_URL}/product/{}/{}", product.fields.slug, product.id.to_hex());
        assert_eq!(locs.iter().filter(|loc| **loc == own).count(), 1, "{own} once");
    }
    let brands = app.repositories.brands.all().await.expect("brands");
    for brand in &brands {
        let own = format!("{PUBLIC_URL}/products/{}", brand.slug);
        assert!(locs.contains(&own.as_str()), "{own}");
    }
    assert_eq!(
        locs.len(),
        2 + brands.len() + products.len(),
        "the front page, all phones, brands, phones"
    );
    assert!(locs.contains(&format!("{PUBLIC_URL}/").as_str()));
    assert!(
        locs.iter().all(|loc| !loc.contains(['<', '>', '&', '"'])),
        "addresses are escaped"
    );
    assert!(!xml.contains("<A&B>"), "no title is written raw");
    // The phone's last change, as a W3C date.
    let id = created["_id"].as_str().expect("id");
    let entry = between(&xml, &format!("/{id}</loc>"), "</url>").expect("the new phone");
    let day = between(entry, "<lastmod>", "</lastmod>").expect("lastmod");
    assert!(
        day.len() == 10 && day.starts_with("20") && day.as_bytes()[4] == b'-',
        "{day}"
    );
    for missing in ["/sitemap-2.xml", "/sitemap-0.xml", "/sitemap-x.xml"] {
        assert_eq!(app.get(missing).await.status().as_u16(), 404, "{missing}");
    }
}

#[tokio::test]
async fn fifty_crawlers_at_once_cost_one_sitemap_and_a_new_phone_one_more() {
    let app = shop().await;
    let before = app.sitemaps.builds();
    let answers = futures_util::future::join_all((0..50).map(|_| app.get("/sitemap.xml"))).await;
    assert!(answers.iter().all(|a| a.status().as_u16() == 200));
    assert_eq!(app.sitemaps.builds() - before, 1, "one build for 50 requests");
    assert_eq!(app.get("/sitemap-1.xml").await.status().as_u16(), 200);
    assert_eq!(app.sitemaps.builds() - before, 1, "its pages come from the same build");
    add_phone(&app, "Galaxy New", 1).await;
    let page = app.get("/sitemap-1.xml").await.text().await.expect("body");
    assert!(page.contains("galaxy-new"), "a new version is built for the new phone");
    assert_eq!(app.sitemaps.builds() - before, 2);
}

#[tokio::test]
async fn robots_txt_keeps_crawlers_out_of_private_pages_and_names_the_sitemap() {
    let app = shop().await;
    let response = app.get("/robots.txt").await;
    assert_eq!(response.status().as_u16(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap_or("")
            .starts_with("text/plain")
    );
    let text = response.text().await.expect("body");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.contains(&"User-agent: *"));
    for private in ["/api/", "/auth/", "/admin/", "/cart", "/wishlist", "/order/"] {
        assert!(
            lines.contains(&format!("Disallow: {private}").as_str()),
            "{private}: {text}"
        );
    }
    assert!(
        !lines
            .iter()
            .any(|line| *line == "Disallow: /" || *line == "Disallow: /product")
    );
    assert!(
        lines.contains(&format!("Sitemap: {PUBLIC_URL}/sitemap.xml").as_str()),
        "{text}"
    );
}
