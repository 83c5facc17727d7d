//! `/sitemap.xml` and `/robots.txt`, for search engines.

use crate::failure::Failure;
use crate::texts;
use crate::{
    catalog_view::CatalogView,
    config::Settings,
    error::ApiError,
    repository::Repositories,
    seo::{Site, robots, sitemap, sitemaps::Sitemaps},
};
use actix_web::{HttpResponse, get, web};
use std::hash::{Hash, Hasher};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(sitemap_xml).service(sitemap_page).service(robots_txt);
}

/// The sitemap index: every page of the sitemap.
#[get("/sitemap.xml")]
#[tracing::instrument(skip_all)]
async fn sitemap_xml(
    settings: web::Data<Settings>,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    sitemaps: web::Data<Sitemaps>,
) -> Result<HttpResponse, ApiError> {
    let sitemap = current(&settings, &repositories, catalog, &sitemaps).await?;
    Ok(xml(sitemap.index.clone()))
}

/// One page of the sitemap: the front page, the listing, brands and phones.
#[get("/sitemap-{page}.xml")]
#[tracing::instrument(skip_all)]
async fn sitemap_page(
    settings: web::Data<Settings>,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    sitemaps: web::Data<Sitemaps>,
    page: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || Failure::NotFound(texts::request::NO_SUCH_SITEMAP.into());
    let n: usize = page.parse().map_err(|_| not_found())?;
    let sitemap = current(&settings, &repositories, catalog, &sitemaps).await?;
    let page = n
        .checked_sub(1)
        .and_then(|i| sitemap.pages.get(i))
        .ok_or_else(not_found)?;
    Ok(xml(page.clone()))
}

fn xml(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/xml; charset=utf-8")
        .body(body)
}

/// The sitemap of the catalog and brands as they are now, built once per version.
async fn current(
    settings: &Settings,
    repositories: &Repositories,
    catalog: web::Data<CatalogView>,
    sitemaps: &Sitemaps,
) -> Result<std::sync::Arc<sitemap::Sitemap>, ApiError> {
    let brands = repositories.brands.all().await?;
    let mut fingerprint = std::collections::hash_map::DefaultHasher::new();
    for brand in &brands {
        (brand.id, &brand.slug).hash(&mut fingerprint);
    }
    let catalog = catalog.into_inner();
    let version = (catalog.version(), fingerprint.finish());
    let site = Site::new(&settings.payments.public_url);
    // Some megabytes of text for a large catalog: made off the I/O workers.
    sitemaps
        .of(version, move || {
            let products = catalog.all();
            let products: Vec<_> = products.iter().map(AsRef::as_ref).collect();
            sitemap::build(&site, &brands, &products, sitemap::MAX_URLS)
        })
        .await
        .map_err(|error| ApiError::internal("making the sitemap failed", error))
}

#[get("/robots.txt")]
async fn robots_txt(settings: web::Data<Settings>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(robots::text(&Site::new(&settings.payments.public_url)))
}
