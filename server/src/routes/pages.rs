//! The app's pages that show the catalog, and the cart, answered with their own head
//! (title, description, canonical address, Open Graph, a phone's JSON-LD) so
//! crawlers and link previews read them without running the app. The body is
//! the app as it is; an unknown phone or brand still gets it (the app says
//! "not found"), marked noindex and answered 404.

use crate::{
    catalog_view::CatalogView,
    config::Settings,
    error::ApiError,
    rate_limit::Limits,
    repository::Repositories,
    responses::product::{ProductDetails, ProductResponse},
    seo::{IndexTemplate, PageCode, PageHead, Site, first_fetch, first_screen, pages},
    services::{catalog_answers, merges},
};
use actix_web::{HttpRequest, HttpResponse, http::header, web};
use mongodb::bson::oid::ObjectId;
use serde::Deserialize;
use shop_core::ListingQuery;
use std::path::PathBuf;

pub fn configure(index: PathBuf) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.app_data(web::Data::new(IndexTemplate::new(index)))
            .route("/", web::get().to(home))
            .route("/products", web::get().to(all_phones))
            .route("/products/{slug}", web::get().to(brand_or_seller))
            .route("/q", web::get().to(search))
            .route("/compare", web::get().to(compare))
            .route("/cart", web::get().to(cart))
            // A phone's address holds the title as the client wrote it, which
            // may carry an encoded slash ("8%2F128GB") that no file name can:
            // its last segment is the id, whatever comes before.
            .route("/product/{anything:.*}", web::get().to(product));
    }
}

fn site(settings: &Settings) -> Site {
    Site::new(&settings.payments.public_url)
}

/// The app's page with this head and first screen, never cached, so a new release is picked up at once.
fn page(
    template: &IndexTemplate,
    head: &PageHead,
    code: PageCode,
    first_screen: Option<String>,
) -> Result<HttpResponse, ApiError> {
    page_answered(HttpResponse::Ok(), template, head, code, first_screen)
}

/// The app's page for a phone or brand the shop does not have: the app says
/// so, and the status says so to crawlers (a 200 would be indexed as a page).
fn missing(template: &IndexTemplate, head: &PageHead) -> Result<HttpResponse, ApiError> {
    page_answered(HttpResponse::NotFound(), template, head, PageCode::Catalog, None)
}

fn page_answered(
    mut answer: actix_web::HttpResponseBuilder,
    template: &IndexTemplate,
    head: &PageHead,
    code: PageCode,
    first_screen: Option<String>,
) -> Result<HttpResponse, ApiError> {
    let html = template
        .page(&head.to_html(), code, first_screen.as_deref())
        .map_err(|error| ApiError::internal("reading index.html failed", error))?;
    Ok(answer
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(html))
}

#[tracing::instrument(skip_all)]
async fn home(
    template: web::Data<IndexTemplate>,
    settings: web::Data<Settings>,
    catalog: web::Data<CatalogView>,
) -> Result<HttpResponse, ApiError> {
    // Without its answer the page still opens: the app asks and says what failed.
    let screen = catalog_answers::home(&catalog)
        .ok()
        .and_then(|answer| first_screen::home(&answer));
    page(&template, &pages::home(&site(&settings)), PageCode::InShell, screen)
}

#[tracing::instrument(skip_all)]
async fn all_phones(
    req: HttpRequest,
    template: web::Data<IndexTemplate>,
    settings: web::Data<Settings>,
    catalog: web::Data<CatalogView>,
    limits: web::Data<Limits>,
) -> Result<HttpResponse, ApiError> {
    let (fetch, screen) = first_listing(&req, catalog, &limits, settings.first_screen_wait).await;
    let head = PageHead {
        first_fetches: fetch.into_iter().collect(),
        ..pages::all_phones(&site(&settings))
    };
    page(&template, &head, PageCode::Catalog, screen)
}

/// The listing a `/products` or `/q` page's app asks for first, and the
/// first screen drawn from its answer (made within the visitor's share of
/// the catalog scans, and kept for the app's own request) if it comes within
/// `wait`. Parameters the core refuses give neither: the app falls back to
/// others and asks itself.
async fn first_listing(
    req: &HttpRequest,
    catalog: web::Data<CatalogView>,
    limits: &Limits,
    wait: std::time::Duration,
) -> (Option<String>, Option<String>) {
    let Some(params) = first_fetch::page_params(req.query_string()) else {
        return (None, None);
    };
    let Some(address) = first_fetch::listing(&params) else {
        return (None, None);
    };
    let screen = match ListingQuery::parse(&params) {
        Ok(query) => {
            let answer = catalog_answers::listing(catalog.into_inner(), query, limits.address_of(req));
            // The page never waits long on a busy catalog: without its first screen, the app
            // draws the answer when it comes (a scan under way still finishes and is kept for it).
            tokio::time::timeout(wait, answer)
                .await
                .ok()
                .and_then(Result::ok)
                .and_then(|answer| first_screen::listing(&answer))
        }
        Err(_) => None,
    };
    (Some(address), screen)
}

/// `/products/{slug}`: a brand's phones, or a seller's when the segment is an account id.
#[tracing::instrument(skip_all, fields(slug = %slug))]
async fn brand_or_seller(
    template: web::Data<IndexTemplate>,
    settings: web::Data<Settings>,
    repositories: web::Data<Repositories>,
    slug: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let site = site(&settings);
    let key = slug.trim().to_lowercase();
    let head = if shop_core::validation::is_record_id(&key) {
        pages::seller(&site, &key)
    } else {
        match repositories.brands.find_by_slug(&key).await {
            Ok(Some(brand)) => pages::brand(&site, &brand),
            Ok(None) => return missing(&template, &pages::missing(&site, "Brand not found")),
            Err(error) => {
                // The page still opens; the app asks for the brand itself.
                tracing::warn!(%error, "brand page without its brand");
                pages::some_phones(&site, &format!("/products/{}", crate::escape::url_component(&slug)))
            }
        }
    };
    page(&template, &head, PageCode::Catalog, None)
}

#[derive(Deserialize)]
struct VariantParam {
    variant: Option<String>,
}

#[derive(Deserialize)]
struct SearchText {
    search: Option<String>,
}

/// `/q?search=…`; a query the API would refuse still opens the app, which says why.
#[tracing::instrument(skip_all)]
async fn search(
    req: HttpRequest,
    template: web::Data<IndexTemplate>,
    settings: web::Data<Settings>,
    catalog: web::Data<CatalogView>,
    limits: web::Data<Limits>,
) -> Result<HttpResponse, ApiError> {
    let text = web::Query::<SearchText>::from_query(req.query_string())
        .ok()
        .and_then(|query| query.into_inner().search)
        .map(|text| text.trim().to_owned())
        .filter(|text| !text.is_empty());
    let (fetch, screen) = first_listing(&req, catalog, &limits, settings.first_screen_wait).await;
    let head = PageHead {
        first_fetches: fetch.into_iter().collect(),
        ..pages::search(&site(&settings), text.as_deref())
    };
    page(&template, &head, PageCode::Catalog, screen)
}

/// `/compare?ids=…`: the phones it names are fetched from its head, and those
/// the view holds (on the variant named) are its first screen.
#[tracing::instrument(skip_all)]
async fn compare(
    req: HttpRequest,
    template: web::Data<IndexTemplate>,
    settings: web::Data<Settings>,
    catalog: web::Data<CatalogView>,
) -> Result<HttpResponse, ApiError> {
    let keys = first_fetch::compared_keys(req.query_string());
    let shown: Vec<first_screen::Shown> = keys
        .iter()
        .filter_map(|key| {
            let product = catalog.product(&ObjectId::parse_str(&key.phone).ok()?)?;
            // As the API answers the app: a variant the phone does not sell is no column.
            let asked = key.variant.as_deref().map(ObjectId::parse_str).transpose().ok()?;
            let variant = product.variant_asked(asked)?;
            let answer = ProductResponse::showing(&product, Some(&variant));
            Some(first_screen::Shown::compared(&answer, key.variant.clone()))
        })
        .collect();
    let head = pages::compare(&site(&settings), first_fetch::compared(&keys));
    match first_screen::compare(&shown) {
        // Its first screen is styled by the route's sheet, as a phone's is.
        Some(screen) => page(&template, &head, PageCode::ComparedPhones, Some(screen)),
        None => page(&template, &head, PageCode::Compare, None),
    }
}

/// `/cart`: a shopper's own page. The server does not know who asks, but the
/// app leaves hints in cookies (`lib/first-screen-hints.ts`): a browser holding
/// a session and showing English gets the page's heading as its first screen,
/// which paints before the app's code has run. Any other (a visitor the app
/// sends to sign in; Bangla, whose font comes with its catalog) gets no first
/// screen, and the page's code and the core it draws with are asked for from
/// the head, beside the app's, rather than once the app has run.
#[tracing::instrument(skip_all)]
async fn cart(
    req: HttpRequest,
    template: web::Data<IndexTemplate>,
    settings: web::Data<Settings>,
) -> Result<HttpResponse, ApiError> {
    let screen = signed_in_in_english(&req).then(first_screen::cart);
    page(&template, &pages::cart(&site(&settings)), PageCode::Cart, screen)
}

/// The app's cookie saying this browser holds a session: a hint for what to draw, never trusted.
const SIGNED_IN_HINT: &str = "signed_in";
/// The app's cookie naming the language it shows.
const LANGUAGE_HINT: &str = "language";

/// Whether the app's hints say this browser holds a session and shows English.
fn signed_in_in_english(req: &HttpRequest) -> bool {
    let hint = |name: &str| req.cookie(name).map(|cookie| cookie.value().to_owned());
    hint(SIGNED_IN_HINT).as_deref() == Some("1") && hint(LANGUAGE_HINT).as_deref() == Some("en")
}

/// `/product/{title}/{id}`: the phone the view holds with this id.
#[tracing::instrument(skip_all)]
async fn product(
    req: HttpRequest,
    template: web::Data<IndexTemplate>,
    settings: web::Data<Settings>,
    catalog: web::Data<CatalogView>,
    repositories: web::Data<Repositories>,
) -> Result<HttpResponse, ApiError> {
    let site = site(&settings);
    let id = req
        .path()
        .rsplit('/')
        .find(|segment| !segment.is_empty())
        .and_then(|segment| ObjectId::parse_str(segment).ok());
    let (head, screen) = match id.and_then(|id| catalog.product(&id)) {
        Some(product) => {
            let details = ProductDetails::of(&product, &product.opening_variant(None).0);
            // The app shows the variant the address names (a listing's card may link to one), else the opening one.
            let asked = web::Query::<VariantParam>::from_query(req.query_string())
                .ok()
                .and_then(|query| ObjectId::parse_str(query.into_inner().variant?).ok());
            let shown = ProductResponse::showing(&product, Some(&product.opening_variant(asked).0));
            (pages::product(&site, &product, &details), first_screen::phone(&shown))
        }
        None => {
            // A product merged into a phone's variants: its page moved for good.
            let merged = match id {
                Some(id) => merges::moved(&repositories, id).await?,
                None => None,
            };
            if let Some((phone, variant)) = merged.and_then(|m| Some((catalog.product(&m.phone)?, m.variant))) {
                let moved_to = format!("{}?variant={}", pages::product_path(&phone), variant.to_hex());
                return Ok(HttpResponse::MovedPermanently()
                    .insert_header((header::LOCATION, moved_to))
                    .finish());
            }
            return missing(&template, &pages::missing(&site, "Phone not found"));
        }
    };
    // A phone's first screen is styled by the route's sheet.
    page(&template, &head, PageCode::Phone, Some(screen))
}
