//! Each page's head, from the catalog data it shows. The titles are the ones
//! the app sets once it runs (`{heading} · PhoneBazar`).

use super::{PageHead, SHOP_NAME, Site, first_fetch, json_ld};
use crate::escape;
use crate::{
    documents::{brand::BrandDocument, product::ProductDocument},
    responses::product::ProductDetails,
};
use shop_core::Money;

/// Longest description written, in characters (search results show less).
const DESCRIPTION_CHARS: usize = 200;

/// A phone page's path, as the app's `paths.productDetails` builds it and
/// moves the address bar to.
pub fn product_path(product: &ProductDocument) -> String {
    phone_path(&product.fields.slug, &product.id.to_hex())
}

/// A phone's page from its slug and id, as the app's `paths.productDetails` builds it.
pub fn phone_path(slug: &str, id: &str) -> String {
    format!("/product/{}/{}", escape::url_component(slug), escape::url_component(id))
}

/// A brand's listing path, as the app's `paths.productsBySlug` builds it.
pub fn brand_path(brand: &BrandDocument) -> String {
    format!("/products/{}", escape::url_component(&brand.slug))
}

fn titled(heading: &str) -> String {
    format!("{heading} · {SHOP_NAME}")
}

/// At most [`DESCRIPTION_CHARS`] characters, cut at a word with an ellipsis.
fn clipped(text: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= DESCRIPTION_CHARS {
        return text;
    }
    let cut: String = text.chars().take(DESCRIPTION_CHARS - 1).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(words, _)| words);
    format!("{}…", cut.trim_end_matches([',', '.', ';', ':']))
}

/// A listing page anyone may find.
fn listing(site: &Site, title: String, description: String, path: &str) -> PageHead {
    PageHead {
        title,
        description,
        canonical: Some(site.url(path)),
        image: Some(site.shop_picture()),
        kind: "website",
        indexable: true,
        json_ld: None,
        page_data: None,
        first_fetches: Vec::new(),
    }
}

/// A phone's page: its price, stock and description, and the phone as a `Product`.
/// A phone's page, which carries `details` (the API's answer for it) as its data.
pub fn product(site: &Site, product: &ProductDocument, details: &ProductDetails) -> PageHead {
    let fields = &product.fields;
    let url = site.url(&product_path(product));
    let price = Money::from_poisha(fields.final_price);
    let stock = if fields.stock > 0 { "in stock" } else { "out of stock" };
    PageHead {
        title: titled(&fields.title),
        description: clipped(&format!(
            "{} by {} for {price} in Bangladesh, {stock}. {}",
            fields.title, fields.brand, fields.description
        )),
        image: site.picture(&fields.cover).or_else(|| Some(site.shop_picture())),
        kind: "product",
        indexable: true,
        json_ld: Some(json_ld::product(product, &url, site)),
        page_data: serde_json::to_value(details).ok(),
        first_fetches: Vec::new(),
        canonical: Some(url),
    }
}

/// A page that is not there (a phone or brand no longer sold, a wrong link):
/// the app says so; search engines are asked not to list it.
pub fn missing(site: &Site, heading: &str) -> PageHead {
    unlisted(
        site,
        heading,
        format!("This page is not in the {SHOP_NAME} shop any more, or the link is wrong."),
    )
}

/// The cart: a shopper's own page, which search engines have no use for.
pub fn cart(site: &Site) -> PageHead {
    unlisted(
        site,
        "Your cart",
        format!("The phones you picked at {SHOP_NAME}, ready for checkout."),
    )
}

/// A page search engines are asked not to list, with no address of its own to give them.
fn unlisted(site: &Site, heading: &str, description: String) -> PageHead {
    PageHead {
        title: titled(heading),
        description,
        canonical: None,
        image: Some(site.shop_picture()),
        kind: "website",
        indexable: false,
        json_ld: None,
        page_data: None,
        first_fetches: Vec::new(),
    }
}

/// The front page, which asks for the home sections first.
pub fn home(site: &Site) -> PageHead {
    PageHead {
        first_fetches: vec![first_fetch::HOME.to_owned()],
        ..listing(
            site,
            format!("{SHOP_NAME} — mobile phones in Bangladesh"),
            "Mobile phones at the best prices in Bangladesh, delivered to your door.".into(),
            "/",
        )
    }
}

/// Every phone (`/products`, whatever filters its query holds).
pub fn all_phones(site: &Site) -> PageHead {
    listing(
        site,
        titled("All phones"),
        format!(
            "Every mobile phone {SHOP_NAME} sells, with prices in taka: filter by brand, RAM, storage, \
             battery, display, camera and price."
        ),
        "/products",
    )
}

/// One brand's phones.
pub fn brand(site: &Site, brand: &BrandDocument) -> PageHead {
    listing(
        site,
        titled(&format!("{} phones", brand.name)),
        format!(
            "{} mobile phones at {SHOP_NAME}: prices in Bangladesh, specifications and delivery to your door.",
            brand.name
        ),
        &brand_path(brand),
    )
}

/// One seller's phones (`/products/{account id}`).
pub fn seller(site: &Site, account: &str) -> PageHead {
    listing(
        site,
        titled("Phones from this seller"),
        format!("Mobile phones listed on {SHOP_NAME} by one seller."),
        &format!("/products/{}", escape::url_component(account)),
    )
}

/// A listing path whose brand could not be read now: the app's own heading.
pub fn some_phones(site: &Site, path: &str) -> PageHead {
    listing(
        site,
        titled("Phones"),
        format!("Mobile phones at {SHOP_NAME}, with prices in taka."),
        path,
    )
}

/// The compare page: the phones its address names, fetched from the head;
/// not listed by search engines (the phones' own pages are).
pub fn compare(site: &Site, phones: Vec<String>) -> PageHead {
    PageHead {
        indexable: false,
        first_fetches: phones,
        ..listing(
            site,
            titled("Compare phones"),
            format!("Mobile phones side by side at {SHOP_NAME}: price, memory, battery, screen and camera."),
            "/compare",
        )
    }
}

/// Search results: findable through the listing pages, not listed themselves.
pub fn search(site: &Site, text: Option<&str>) -> PageHead {
    let (heading, path) = match text {
        Some(text) => (
            format!("Results for “{text}”"),
            format!("/q?search={}", escape::url_component(text)),
        ),
        None => ("All phones".to_owned(), "/q".to_owned()),
    };
    PageHead {
        indexable: false,
        ..listing(
            site,
            titled(&heading),
            format!("Mobile phones at {SHOP_NAME} matching your search."),
            &path,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_descriptions_are_cut_at_a_word() {
        assert_eq!(clipped("  a \n phone  "), "a phone");
        let long = "word, ".repeat(100);
        let cut = clipped(&long);
        assert!(cut.chars().count() <= DESCRIPTION_CHARS, "{cut}");
        assert!(cut.ends_with("word…"), "{cut}");
    }

    #[test]
    fn search_pages_keep_their_text_and_are_not_indexed() {
        let site = Site::new("https://shop.example");
        let head = search(&site, Some("a&b 8/128"));
        assert_eq!(head.title, "Results for “a&b 8/128” · PhoneBazar");
        assert_eq!(
            head.canonical.as_deref(),
            Some("https://shop.example/q?search=a%26b%208%2F128")
        );
        assert!(!head.indexable);
    }
}
