//! The first screen of a catalog page, drawn by the server before the app's
//! `#root`, so the phones a visitor came for paint before the app's code has
//! run: the first row of a listing's cards or of the home page's first shelf,
//! a phone's picture and name, and the compared phones' pictures and names
//! heading a compare page's table, and a signed-in shopper's cart heading. Only
//! the catalog's own words, which need no language, and the cart's heading for a
//! browser the app says shows English; prices, specs and the page's texts come with the app, which
//! draws hidden behind it and takes it away once its page has drawn its
//! first answer (`lib/first-screen.ts`), so the swap is one frame. Without
//! the app's code it stays: phones with working links. The markup is the app's own
//! (`ProductCard`, `ProductDetailsView`, `CompareTable`, `ProductImage`: the same classes and
//! picture attributes), so it is styled and sized as the app's
//! (`e2e/first-screen.spec.ts` compares the two).

use super::pages;
use crate::{
    escape,
    responses::{picture::PictureAnswer, product::ProductResponse},
};
use serde::Deserialize;
use shop_core::notices;

/// Cards in the widest row (`.product-grid` at 1200px and more).
pub const ROW: usize = 5;

/// `CARD_SIZES` in `product-card.tsx`.
const CARD_SIZES: &str = "(min-width: 1200px) 230px, (min-width: 992px) 25vw, (min-width: 576px) 33vw, 50vw";
/// `DETAILS_SIZES` in `product-details-view.tsx`.
const DETAILS_SIZES: &str = "(min-width: 992px) 480px, (min-width: 768px) 50vw, (min-width: 480px) 480px, 100vw";

/// A compared phone's picture is this many pixels square (`.compare-table__picture`,
/// and `fallbackSize` in `compare-table.tsx`).
const COMPARE_PICTURE: u32 = 120;
/// `COMPARE_PICTURE_SIZES` in `compare-table.tsx`.
const COMPARE_SIZES: &str = "120px";

/// What the first screen shows of a product in an answer.
#[derive(Debug, Deserialize)]
pub struct Shown {
    #[serde(rename = "_id")]
    id: String,
    title: String,
    brand: String,
    slug: String,
    cover: String,
    cover_picture: Option<PictureAnswer>,
    #[serde(default)]
    matched_variant: Option<String>,
}

impl From<&ProductResponse> for Shown {
    fn from(product: &ProductResponse) -> Self {
        Shown {
            id: product.id.clone(),
            title: product.fields.title.clone(),
            brand: product.fields.brand.clone(),
            slug: product.fields.slug.clone(),
            cover: product.fields.cover.clone(),
            cover_picture: product.cover_picture.clone(),
            matched_variant: product.matched_variant.clone(),
        }
    }
}

impl Shown {
    /// A phone as a compare page's column shows it: on `variant` when its key names one.
    pub fn compared(product: &ProductResponse, variant: Option<String>) -> Self {
        Shown {
            matched_variant: variant,
            ..Shown::from(product)
        }
    }
}

#[derive(Deserialize)]
struct Listing {
    products: Vec<Shown>,
}

#[derive(Deserialize)]
struct Home {
    latest: Vec<Shown>,
}

/// How soon a picture loads, as `firstRowLoad` in `product-image.tsx` says.
#[derive(Clone, Copy, PartialEq)]
enum Load {
    High,
    Eager,
    Lazy,
}

fn row_load(index: usize) -> Load {
    match index {
        0 => Load::High,
        1 => Load::Eager,
        _ => Load::Lazy,
    }
}

/// A listing page's first screen from its answer (`GET /api/products`);
/// none for an answer with no phones (the app says why) or one that does not read.
pub fn listing(answer: &[u8]) -> Option<String> {
    let listing: Listing = serde_json::from_slice(answer).ok()?;
    // Under the page's heading, as `ProductGrid` draws them.
    let cards = cards(&listing.products, "h2")?;
    Some(screen(&format!(
        r#"<div class="first-screen__listing"><div class="product-grid">{cards}</div></div>"#
    )))
}

/// The home page's first screen from its answer (`GET /api/home`): its first shelf's first row.
pub fn home(answer: &[u8]) -> Option<String> {
    let home: Home = serde_json::from_slice(answer).ok()?;
    // Under a shelf's heading, as `HomeSection` draws them.
    let cards = cards(&home.latest, "h3")?;
    Some(screen(&format!(
        r#"<div class="first-screen__home"><div class="home-section__row">{cards}</div></div>"#
    )))
}

/// A phone page's first screen: its picture, brand and name.
pub fn phone(product: &ProductResponse) -> String {
    let shown = Shown::from(product);
    screen(&format!(
        r#"<article class="product-details"><div class="product-details__media">{}</div><div class="product-details__summary"><p class="product-details__brand">{}</p><h1 class="product-details__title">{}</h1></div></article>"#,
        picture(&shown, DETAILS_SIZES, Load::High, 480, &shown.title),
        escape::html(&shown.brand),
        escape::html(&shown.title),
    ))
}

/// A compare page's first screen: the head of its table, each phone's picture
/// above its name (linked to the phone's page, on the compared variant), as
/// `CompareTable` draws it; none when the shop has none of the phones named.
pub fn compare(phones: &[Shown]) -> Option<String> {
    if phones.is_empty() {
        return None;
    }
    let columns: String = phones
        .iter()
        .enumerate()
        .map(|(index, phone)| {
            let load = if index == 0 { Load::High } else { Load::Eager };
            format!(
                r#"<th scope="col" class="compare-table__phone"><div class="compare-table__picture">{}</div><a href="{}">{}</a></th>"#,
                picture(phone, COMPARE_SIZES, load, COMPARE_PICTURE, ""),
                escape::html(&page_path(phone)),
                escape::html(&phone.title),
            )
        })
        .collect();
    Some(screen(&format!(
        r#"<section class="compare-page first-screen__compare"><div class="compare-scroll"><table class="compare-table"><thead><tr><th scope="col" class="compare-table__name"></th>{columns}</tr></thead></table></div></section>"#
    )))
}

/// A signed-in shopper's cart page's first screen: its heading, in English,
/// where `CartPage` draws it before the shopper's lines arrive (they come with the app).
pub fn cart() -> String {
    screen(&format!(
        r#"<section class="cart-page"><h1>{}</h1></section>"#,
        escape::html(notices::CART_TITLE.sentence())
    ))
}

/// The page around a first screen: a bar where the app's banner and header
/// go (with the shop's name, as the boot line shows it) and the page's main area.
fn screen(content: &str) -> String {
    format!(
        r#"<div id="first-screen" class="first-screen"><div class="first-screen__bar"><p class="boot">PhoneBazar</p></div><div class="site-main">{content}</div></div>"#
    )
}

/// The first row of `products` as the app's cards, their names as `heading`s; none when there are none.
fn cards(products: &[Shown], heading: &str) -> Option<String> {
    if products.is_empty() {
        return None;
    }
    Some(
        products
            .iter()
            .take(ROW)
            .enumerate()
            .map(|(index, product)| card(product, row_load(index), heading))
            .collect(),
    )
}

/// A product's card as `ProductCard` draws it, without what needs a language.
fn card(product: &Shown, load: Load, heading: &str) -> String {
    format!(
        r#"<article class="product-card"><a href="{}" class="product-card__link"><div class="product-card__media">{}</div><div class="product-card__body"><p class="product-card__brand">{}</p><{heading} class="product-card__title">{}</{heading}></div></a></article>"#,
        escape::html(&page_path(product)),
        picture(product, CARD_SIZES, load, 240, &product.title),
        escape::html(&product.brand),
        escape::html(&product.title),
    )
}

/// A product's page, on the variant `matched_variant` names (a listing's match, or a comparison's key).
fn page_path(product: &Shown) -> String {
    let mut path = pages::phone_path(&product.slug, &product.id);
    if let Some(variant) = &product.matched_variant {
        path.push_str(&format!("?variant={}", escape::url_component(variant)));
    }
    path
}

/// A product's cover as `ProductImage` draws it, on a line of its own, so no
/// quote that ends an attribute is ever followed at once by a tag (what a
/// value breaking out of its attribute would look like; the pictures'
/// containers show no text, so the line break draws nothing). `alt` is its
/// text: the product's name, or empty where the name is beside it (a
/// comparison's column head, as `ProductImage` draws it unnamed).
fn picture(product: &Shown, sizes: &str, load: Load, fallback_size: u32, alt: &str) -> String {
    let cover = product.cover_picture.as_ref();
    let src = cover.map_or(product.cover.as_str(), |picture| picture.src.as_str());
    let srcset = cover
        .map(|picture| {
            let copies: Vec<String> = picture
                .srcset
                .iter()
                .map(|copy| format!("{} {}w", copy.url, copy.width))
                .collect();
            copies.join(", ")
        })
        .unwrap_or_default();
    let chosen = if srcset.is_empty() {
        String::new()
    } else {
        format!(r#" srcset="{}" sizes="{sizes}""#, escape::html(&srcset))
    };
    let (width, height) = cover.map_or((fallback_size, fallback_size), |picture| {
        (picture.width, picture.height)
    });
    let loading = if load == Load::Lazy { "lazy" } else { "eager" };
    let priority = if load == Load::High { "high" } else { "auto" };
    let tag = format!(
        r#"<img src="{}"{chosen} alt="{}" width="{width}" height="{height}" loading="{loading}" decoding="async" fetchpriority="{priority}" />"#,
        escape::html(src),
        escape::html(alt),
    );
    format!("\n{tag}")
}
