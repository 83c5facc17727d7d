//! The catalog: `GET /api/products` and `GET /api/product/{id}`.

use crate::{
    catalog_view::CatalogView,
    domain::product::{ProductPage, ProductResponse},
    error::ApiError,
    repository::Repositories,
};
use actix_web::{HttpResponse, get, web};
use mongodb::bson::oid::ObjectId;
use shop_core::{ListingParams, ListingQuery};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_products).service(home).service(product_details);
}

#[get("/products")]
#[tracing::instrument(skip(catalog))]
async fn list_products(
    catalog: web::Data<CatalogView>,
    params: web::Query<ListingParams>,
) -> Result<HttpResponse, ApiError> {
    let query = ListingQuery::parse(&params)?;
    let page = catalog.list(&query).map_err(|error| {
        tracing::error!(%error, "search failed");
        ApiError::Internal
    })?;
    Ok(HttpResponse::Ok().json(ProductPage {
        products: page
            .products
            .iter()
            .map(|p| ProductResponse::from(p.as_ref()))
            .collect(),
        total_products: page.total as u64,
        page: query.page,
        per_page: query.per_page,
        facets: page.facets,
    }))
}

/// The home page's five sections in one call.
#[get("/home")]
#[tracing::instrument(skip(catalog))]
async fn home(catalog: web::Data<CatalogView>) -> HttpResponse {
    let sections = catalog.home_sections();
    let answer = |list: &[std::sync::Arc<crate::domain::product::ProductDocument>]| {
        list.iter()
            .map(|p| ProductResponse::from(p.as_ref()))
            .collect::<Vec<_>>()
    };
    HttpResponse::Ok().json(serde_json::json!({
        "latest": answer(&sections.latest),
        "topFavorites": answer(&sections.top_favorites),
        "topSales": answer(&sections.top_sales),
        "topDiscount": answer(&sections.top_discount),
        "topRating": answer(&sections.top_rating),
    }))
}

#[get("/product/{id}")]
#[tracing::instrument(skip(repositories))]
async fn product_details(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::NotFound("Product not found".into());
    let id = ObjectId::parse_str(id.as_str()).map_err(|_| not_found())?;
    let product = repositories.products.find_by_id(id).await?.ok_or_else(not_found)?;
    Ok(HttpResponse::Ok().json(ProductResponse::from(product)))
}
