//! `/sitemap.xml` and `/robots.txt`, for search engines.

use crate::{
    catalog_view::CatalogView,
    config::Settings,
    error::ApiError,
    repository::Repositories,
    seo::{Site, robots, sitemap},
};
use actix_web::{HttpResponse, get, web};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(sitemap_xml).service(robots_txt);
}

/// Every brand's listing and every phone's page, from the brands and the catalog view.
#[get("/sitemap.xml")]
#[tracing::instrument(skip_all)]
async fn sitemap_xml(
    settings: web::Data<Settings>,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
) -> Result<HttpResponse, ApiError> {
    let brands = repositories.brands.all().await?;
    let site = Site::new(&settings.payments.public_url);
    let catalog = catalog.into_inner();
    // Some megabytes of text for a large catalog: made off the I/O workers.
    let (xml, left_out) = web::block(move || {
        let products = catalog.all();
        let products: Vec<_> = products.iter().map(AsRef::as_ref).collect();
        sitemap::build(&site, &brands, &products)
    })
    .await
    .map_err(|error| ApiError::internal("making the sitemap failed", error))?;
    if left_out > 0 {
        tracing::warn!(left_out, "the catalog has more phones than one sitemap holds");
    }
    Ok(HttpResponse::Ok()
        .content_type("application/xml; charset=utf-8")
        .body(xml))
}

#[get("/robots.txt")]
async fn robots_txt(settings: web::Data<Settings>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(robots::text(&Site::new(&settings.payments.public_url)))
}
