//! Admin catalog: `POST /api/add-product`, `PUT /api/product/{id}`,
//! `POST /api/delete-product/{id}` and picture uploads (`POST /api/images`).
//! Every field is checked by the core; prices are computed by the core.

use crate::ids::parse_id;
use crate::{
    auth::{Admin, AdminBody},
    catalog_view::CatalogView,
    domain::product::{ImageDocument, ProductDocument, ProductResponse, SpecsDocument},
    error::ApiError,
    repository::{EditOutcome, Repositories},
};
use actix_web::{HttpResponse, post, put, web};
use futures_util::StreamExt;
use mongodb::bson::{Binary, DateTime, Document, oid::ObjectId, spec::BinarySubtype, to_bson};
use serde::Deserialize;
use serde_json::{Value, json};
use shop_core::{
    Money,
    slug::{brand_key, product_slug, slugify},
    validation::{self, FieldError, ProductForm, SpecsInput},
};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(add).service(update).service(remove).service(upload_image);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct SpecsRequest {
    ram_gb: i64,
    rom_gb: i64,
    battery_mah: i64,
    display_inch: f64,
    camera_mp: i64,
    network: String,
    processor: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
struct ProductRequest {
    title: String,
    brand: String,
    /// TK as text (`"45999.50"`) or as a number.
    #[schema(value_type = String, example = "45999.50")]
    price: Value,
    #[serde(default)]
    discount: i64,
    stock: i64,
    #[serde(default)]
    description: String,
    #[serde(default)]
    cover: String,
    specs: SpecsRequest,
    /// On an edit: the product's `version` when the form was loaded.
    #[serde(default)]
    version: Option<i64>,
    /// On an edit: the stock the form showed when it was loaded; only the
    /// difference to `stock` is applied, so units sold meanwhile stay sold.
    #[serde(default)]
    stock_was: Option<i64>,
}

/// Largest picture accepted, in bytes.
const IMAGE_MAX_BYTES: usize = 2 * 1024 * 1024;

/// A product's fields, checked, with the brand as stored and the price parsed.
struct CheckedProduct {
    title: String,
    brand: String,
    price: Money,
    discount: u32,
    stock: i64,
    description: String,
    cover: String,
    specs: SpecsDocument,
}

fn prefixed(prefix: &str, errors: Vec<FieldError>) -> Vec<FieldError> {
    errors
        .into_iter()
        .map(|e| FieldError {
            field: format!("{prefix}{}", e.field),
            ..e
        })
        .collect()
}

async fn check(repositories: &Repositories, request: ProductRequest) -> Result<CheckedProduct, ApiError> {
    let price_text = match &request.price {
        Value::String(text) => text.clone(),
        Value::Number(number) => number.to_string(),
        _ => String::new(),
    };
    let form = ProductForm {
        title: request.title.clone(),
        brand: request.brand.clone(),
        price: price_text.clone(),
        discount: request.discount,
        stock: request.stock,
        description: request.description.clone(),
    };
    let mut errors = validation::validate_product(&form).err().unwrap_or_default();
    let specs = validation::check_specs(&SpecsInput {
        ram_gb: request.specs.ram_gb,
        rom_gb: request.specs.rom_gb,
        battery_mah: request.specs.battery_mah,
        display_inch: request.specs.display_inch,
        camera_mp: request.specs.camera_mp,
        network: request.specs.network.clone(),
        processor: request.specs.processor.clone(),
    });
    if let Err(spec_errors) = &specs {
        errors.extend(prefixed("specs.", spec_errors.clone()));
    }
    let cover = request.cover.trim().to_owned();
    if let Err(error) = validation::picture_address(&cover) {
        errors.push(FieldError::new("cover", &error));
    }
    if !errors.is_empty() {
        return Err(ApiError::Invalid(errors));
    }
    let specs = specs.map_err(ApiError::Invalid)?;
    let brand = repositories
        .brands
        .find_by_slug(&slugify(&request.brand))
        .await?
        .ok_or_else(|| ApiError::BadRequest(format!("Unknown brand '{}'; add it first", request.brand.trim())))?;
    let price = validation::price(&price_text)?;
    Ok(CheckedProduct {
        title: request.title.trim().to_owned(),
        brand: brand.name,
        price,
        discount: u32::try_from(request.discount).unwrap_or(0),
        stock: request.stock,
        description: request.description.trim().to_owned(),
        cover,
        specs: SpecsDocument {
            ram_gb: specs.ram_gb,
            rom_gb: specs.rom_gb,
            battery_mah: specs.battery_mah,
            #[allow(clippy::cast_precision_loss)]
            display_inch: specs.display_tenths as f64 / 10.0,
            camera_mp: specs.camera_mp,
            network: specs.network.trim().to_owned(),
            processor: specs.processor.trim().to_owned(),
        },
    })
}

/// Writes checked fields into a product, computing the price after discount with the core.
fn apply(product: &mut ProductDocument, checked: CheckedProduct) -> Result<(), ApiError> {
    let final_price = checked.price.apply_discount(checked.discount)?;
    product.title = checked.title;
    product.brand_key = brand_key(&checked.brand);
    product.brand = checked.brand;
    product.price = checked.price.poisha();
    product.discount = i64::from(checked.discount);
    product.final_price = final_price.poisha();
    product.stock = checked.stock;
    product.description = checked.description;
    if !checked.cover.is_empty() {
        product.cover = checked.cover;
    }
    product.specs = checked.specs;
    product.updated_at = DateTime::now();
    Ok(())
}

#[utoipa::path(tag = "admin", security(("token" = [])), responses((status = 201, description = "Created (the spec's success status for add, remove and sign-in calls)"), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 422, description = "Invalid fields: `{message, errors[]}`")))]
#[post("/add-product")]
#[tracing::instrument(skip_all)]
pub(super) async fn add(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    request: AdminBody<ProductRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(admin, body) = request;
    let checked = check(&repositories, body).await?;
    let id = ObjectId::new();
    let now = DateTime::now();
    let mut product = ProductDocument {
        id,
        title: String::new(),
        slug: String::new(),
        brand: String::new(),
        brand_key: String::new(),
        description: String::new(),
        price: 0,
        discount: 0,
        final_price: 0,
        stock: 0,
        sold: 0,
        rate: 0.0,
        rating_count: 0,
        rating_sum: 0,
        wishlist_count: 0,
        version: 0,
        created_by: Some(admin.0.user_id),
        cover: "/favicon.svg".into(),
        specs: checked.specs.clone(),
        created_at: now,
        updated_at: now,
    };
    apply(&mut product, checked)?;
    product.slug = product_slug(&product.title, &id.to_hex());
    repositories.products.insert(&product).await?;
    show(&catalog, &product)?;
    Ok(HttpResponse::Created().json(ProductResponse::from(product)))
}

/// The fields of `checked` that differ from `current`, as a `$set`.
fn changed_fields(current: &ProductDocument, checked: CheckedProduct) -> Result<Document, ApiError> {
    let final_price = checked.price.apply_discount(checked.discount)?.poisha();
    let mut changes = Document::new();
    let mut set = |field: &str, value: mongodb::bson::Bson| {
        changes.insert(field, value);
    };
    if checked.title != current.title {
        set("title", checked.title.into());
    }
    if checked.brand != current.brand {
        set("brand_key", brand_key(&checked.brand).into());
        set("brand", checked.brand.into());
    }
    if checked.price.poisha() != current.price {
        set("price", checked.price.poisha().into());
    }
    if i64::from(checked.discount) != current.discount {
        set("discount", i64::from(checked.discount).into());
    }
    if final_price != current.final_price {
        set("final_price", final_price.into());
    }
    if checked.description != current.description {
        set("description", checked.description.into());
    }
    if !checked.cover.is_empty() && checked.cover != current.cover {
        set("cover", checked.cover.into());
    }
    if checked.specs != current.specs {
        set(
            "specs",
            to_bson(&checked.specs).map_err(|e| ApiError::internal("storing specs", e))?,
        );
    }
    Ok(changes)
}

const STALE_EDIT: &str =
    "Someone else changed this product after you opened it. Reload it to see their changes, then make yours again.";

#[utoipa::path(tag = "admin", security(("token" = [])), responses((status = 200, description = "OK"), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 404, description = "Not found: `{message}`"), (status = 409, description = "Edited meanwhile, or not that much stock left: `{message}`"), (status = 422, description = "Invalid fields: `{message, errors[]}`")))]
#[put("/product/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn update(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
    request: AdminBody<ProductRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "product id")?;
    let (Some(version), Some(stock_was)) = (body.version, body.stock_was) else {
        return Err(ApiError::BadRequest(
            "Send the product's version and stock_was as they were when the form was loaded".into(),
        ));
    };
    if version < 0 || stock_was < 0 {
        return Err(ApiError::BadRequest("version and stock_was cannot be negative".into()));
    }
    let not_found = || ApiError::NotFound("Product not found".into());
    let current = repositories.products.find_by_id(id).await?.ok_or_else(not_found)?;
    if current.version != version {
        return Err(ApiError::Conflict(STALE_EDIT.into()));
    }
    let stock_change = body
        .stock
        .checked_sub(stock_was)
        .ok_or_else(|| ApiError::BadRequest("stock_was is out of range".into()))?;
    let checked = check(&repositories, body).await?;
    let changes = changed_fields(&current, checked)?;
    let product = match repositories.products.edit(id, version, changes, stock_change).await? {
        EditOutcome::Saved(product) => *product,
        EditOutcome::NotFound => return Err(not_found()),
        EditOutcome::Stale => return Err(ApiError::Conflict(STALE_EDIT.into())),
        EditOutcome::ShortOfStock { available } => {
            return Err(ApiError::Conflict(format!(
                "Only {available} left in stock now (some were sold since you opened the form); \
                 the stock cannot go down by {}",
                -stock_change
            )));
        }
    };
    show(&catalog, &product)?;
    Ok(HttpResponse::Ok().json(ProductResponse::from(product)))
}

#[utoipa::path(tag = "admin", security(("token" = [])), responses((status = 200, description = "OK"), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 404, description = "Not found: `{message}`")))]
#[post("/delete-product/{id}")]
#[tracing::instrument(skip_all)]
pub(super) async fn remove(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "product id")?;
    if !repositories.products.delete(id).await? {
        return Err(ApiError::NotFound("Product not found".into()));
    }
    catalog.remove(&[id])?;
    Ok(HttpResponse::Ok().json(json!({ "_id": id.to_hex(), "message": "Product deleted" })))
}

/// Puts a written product in this instance's catalog view at once.
fn show(catalog: &CatalogView, product: &ProductDocument) -> Result<(), ApiError> {
    Ok(catalog.upsert(vec![product.clone()])?)
}

/// The picture type from the file's first bytes; only raster formats, so an
/// upload can never carry script.
fn sniff(bytes: &[u8]) -> Option<&'static str> {
    match bytes {
        [0x89, b'P', b'N', b'G', ..] => Some("image/png"),
        [0xFF, 0xD8, 0xFF, ..] => Some("image/jpeg"),
        [b'G', b'I', b'F', b'8', ..] => Some("image/gif"),
        [b'R', b'I', b'F', b'F', _, _, _, _, b'W', b'E', b'B', b'P', ..] => Some("image/webp"),
        _ => None,
    }
}

#[utoipa::path(tag = "admin", security(("token" = [])), responses((status = 201, description = "Created (the spec's success status for add, remove and sign-in calls)"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 413, description = "Too large: `{message}`"), (status = 415, description = "Unsupported picture type: `{message}`")))]
#[post("/images")]
#[tracing::instrument(skip_all)]
pub(super) async fn upload_image(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    mut payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|_| ApiError::BadRequest("The upload was interrupted".into()))?;
        if bytes.len() + chunk.len() > IMAGE_MAX_BYTES {
            return Err(ApiError::TooLarge(format!(
                "A picture can be at most {} MB",
                IMAGE_MAX_BYTES / 1024 / 1024
            )));
        }
        bytes.extend_from_slice(&chunk);
    }
    let content_type =
        sniff(&bytes).ok_or_else(|| ApiError::Unsupported("Upload a PNG, JPEG, WebP or GIF picture".into()))?;
    let image = ImageDocument {
        id: ObjectId::new(),
        content_type: content_type.into(),
        data: Binary {
            subtype: BinarySubtype::Generic,
            bytes,
        },
    };
    repositories.images.insert_many(std::slice::from_ref(&image)).await?;
    let url = format!("/api/images/{}", image.id.to_hex());
    Ok(HttpResponse::Created().json(json!({ "_id": image.id.to_hex(), "url": url, "content_type": content_type })))
}
