//! The catalog: `GET /api/products` and `GET /api/product/{id}`.

use crate::{
    domain::product::{ProductPage, ProductResponse},
    error::ApiError,
    repository::Repositories,
};
use actix_web::{HttpResponse, get, web};
use mongodb::bson::oid::ObjectId;
use shop_core::{ListingParams, ListingQuery};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_products).service(product_details);
}

#[get("/products")]
#[tracing::instrument(skip(repositories))]
async fn list_products(
    repositories: web::Data<Repositories>,
    params: web::Query<ListingParams>,
) -> Result<HttpResponse, ApiError> {
    let query = ListingQuery::parse(&params)?;
    let (products, total) = repositories.products.list(&query).await?;
    Ok(HttpResponse::Ok().json(ProductPage {
        products: products.into_iter().map(ProductResponse::from).collect(),
        total_products: total,
        page: query.page,
        per_page: query.per_page,
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
