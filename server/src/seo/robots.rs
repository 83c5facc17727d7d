//! `/robots.txt`: crawlers may read the shop's pages, not its API, anyone's
//! account, cart, wishlist or checkout, nor the admin pages.

use super::Site;

/// Paths no crawler needs: the API and pages that are someone's own.
const PRIVATE: [&str; 6] = ["/api/", "/auth/", "/admin/", "/cart", "/wishlist", "/order/"];

/// The robots.txt of the shop at `site`.
pub fn text(site: &Site) -> String {
    let disallowed: String = PRIVATE.iter().map(|path| format!("Disallow: {path}\n")).collect();
    format!(
        "User-agent: *\n{disallowed}Allow: /\n\nSitemap: {}\n",
        site.url("/sitemap.xml")
    )
}
