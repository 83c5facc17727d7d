//! What search engines and link previews read without running the app: each
//! page's head (title, description, canonical address, Open Graph tags, a
//! JSON-LD `Product`), the sitemap and robots.txt. All of it is made from the
//! catalog view and the brands, never from the browser's copy of the app.

pub mod app_pages;
pub mod first_fetch;
pub mod first_screen;
pub mod head;
pub mod json_ld;
pub mod pages;
pub mod preload;
pub mod robots;
pub mod sitemap;
pub mod sitemaps;
pub mod template;

pub use head::PageHead;
pub use template::{IndexTemplate, PageCode};

/// The shop's name, as page titles end with it.
pub const SHOP_NAME: &str = "PhoneBazar";

/// The picture shared for pages that show no one phone (in the built front end).
const SHOP_PICTURE: &str = "/favicon.svg";

/// The shop's public address (`PUBLIC_URL`), which canonical and shared
/// addresses are made under.
#[derive(Debug, Clone)]
pub struct Site {
    base: String,
}

impl Site {
    pub fn new(public_url: &str) -> Self {
        Site {
            base: public_url.trim().trim_end_matches('/').to_owned(),
        }
    }

    /// `path` (from its leading `/`) under the shop's address.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// A picture's full address: one of the shop's own (`/api/images/…`)
    /// under the shop's address, an http(s) one as it is, none otherwise.
    pub fn picture(&self, address: &str) -> Option<String> {
        let address = address.trim();
        if address.starts_with('/') && !address.starts_with("//") {
            Some(self.url(address))
        } else if address.starts_with("https://") || address.starts_with("http://") {
            Some(address.to_owned())
        } else {
            None
        }
    }

    /// The picture of pages that show no one phone.
    pub fn shop_picture(&self) -> String {
        self.url(SHOP_PICTURE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_made_under_the_public_url() {
        let site = Site::new(" https://phonebazar.com.bd/ ");
        assert_eq!(site.url("/products"), "https://phonebazar.com.bd/products");
        assert_eq!(
            site.picture("/api/images/1").as_deref(),
            Some("https://phonebazar.com.bd/api/images/1")
        );
        assert_eq!(
            site.picture("https://cdn.example/a.png").as_deref(),
            Some("https://cdn.example/a.png")
        );
        assert_eq!(site.picture("//evil.example/a.png"), None);
        assert_eq!(site.picture("javascript:alert(1)"), None);
        assert_eq!(site.picture(""), None);
    }
}
