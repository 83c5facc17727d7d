//! Checkout: `GET /api/checkout/summary` shows the server's totals for the
//! cart; `POST /api/checkout` turns the cart into orders.

use super::cart::cart_lines;
use crate::ids::parse_id;
use crate::{
    auth::Identity,
    catalog_view::CatalogView,
    config::Settings,
    domain::order::{OrderResponse, ShippingSnapshot},
    error::ApiError,
    repository::{CheckoutOutcome, CheckoutRefusal, CheckoutRequest, Repositories},
};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use serde_json::json;
use shop_core::{CartLine, Money, PaymentMethod, cart, validation};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(summary).service(checkout);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct CheckoutBody {
    address_id: String,
    payment_method: String,
    /// Required here or in the `Idempotency-Key` header: a retry with the same key places nothing twice.
    idempotency_key: Option<String>,
    /// The `total` of the summary the shopper saw, in poisha.
    expected_total: i64,
}

/// The header a client may carry its idempotency key in instead of the body.
const IDEMPOTENCY_HEADER: &str = "Idempotency-Key";

fn idempotency_key(req: &HttpRequest, body: &CheckoutBody) -> Result<String, ApiError> {
    let from_header = req.headers().get(IDEMPOTENCY_HEADER).and_then(|v| v.to_str().ok());
    let key = from_header.or(body.idempotency_key.as_deref()).ok_or_else(|| {
        ApiError::BadRequest(
            "An idempotency key is required (Idempotency-Key header or idempotency_key), so a retry cannot order twice"
                .into(),
        )
    })?;
    Ok(validation::idempotency_key(key)?.to_owned())
}

#[utoipa::path(tag = "orders", security(("token" = [])), responses((status = 200, description = "OK"), (status = 401, description = "Not signed in, or the token expired: `{message}`")))]
#[get("/checkout/summary")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn summary(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
) -> Result<HttpResponse, ApiError> {
    let lines = cart_lines(&repositories, &catalog, identity.user_id).await?;
    let core_lines: Vec<CartLine> = lines
        .iter()
        .map(|l| CartLine {
            product_id: l.product_id.clone(),
            price: Money::from_poisha(l.price),
            quantity: u32::try_from(l.quantity.unwrap_or(0)).unwrap_or(0),
        })
        .collect();
    // Stored prices times stored quantities: an overflow is ours to fix, not the client's.
    let subtotal = cart::subtotal(&core_lines).map_err(|e| ApiError::internal("pricing a cart", e))?;
    let short: Vec<&str> = lines
        .iter()
        .filter(|l| !cart::can_fill(l.quantity.unwrap_or(0), l.stock))
        .map(|l| l.title.as_str())
        .collect();
    Ok(HttpResponse::Ok().json(json!({
        "lines": lines,
        "item_count": cart::item_count(&core_lines),
        "subtotal": subtotal.poisha(),
        "shipping": cart::shipping_fee(subtotal).poisha(),
        "total": cart::order_total(subtotal).map_err(|e| ApiError::internal("pricing a cart", e))?.poisha(),
        "unavailable": short,
        "payment_methods": PaymentMethod::ALL.iter().map(|m| json!({ "value": m.as_str(), "label": m.label() })).collect::<Vec<_>>(),
    })))
}

#[utoipa::path(tag = "orders", security(("token" = [])), responses((status = 201, description = "Created (the spec's success status for add, remove and sign-in calls)"), (status = 200, description = "A retry with the same idempotency key: the orders placed before"), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 404, description = "Not found: `{message}`"), (status = 409, description = "Conflict with the current state: `{message}`; when prices changed, also the new `total`")))]
#[post("/checkout")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn checkout(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    req: HttpRequest,
    body: web::Json<CheckoutBody>,
) -> Result<HttpResponse, ApiError> {
    let key = idempotency_key(&req, &body)?;
    let expected_total = Money::from_poisha(body.expected_total);
    if expected_total.poisha() < 0 {
        return Err(ApiError::BadRequest("expected_total cannot be negative".into()));
    }
    let payment = PaymentMethod::parse(body.payment_method.trim())?;
    let address_id = parse_id(&body.address_id, "address_id")?;
    let address = repositories
        .addresses
        .find_owned(address_id, identity.user_id)
        .await?
        .ok_or_else(|| ApiError::NotFound("Address not found; choose one of your saved addresses".into()))?;
    let shipping = ShippingSnapshot::from_address(&address);
    let lead = i64::from(settings.delivery_lead_days) * 86_400_000;
    let request = CheckoutRequest {
        customer_id: identity.user_id,
        key: Some(key),
        expected_total: Some(expected_total),
        shipping,
        payment,
        delivery_date: DateTime::from_millis(DateTime::now().timestamp_millis() + lead),
    };
    let (orders, replayed) = match repositories.orders.checkout(&request).await? {
        Ok(CheckoutOutcome::Placed(orders)) => (orders, false),
        Ok(CheckoutOutcome::Replayed(orders)) => (orders, true),
        Err(refusal) => return Err(refused(refusal)),
    };
    let checkout_id = orders
        .first()
        .map(|o| o.checkout_id.to_hex())
        .unwrap_or_else(|| ObjectId::new().to_hex());
    let total = Money::checked_sum(orders.iter().map(|o| Money::from_poisha(o.total)))
        .map_err(|e| ApiError::internal("summing stored order totals", e))?;
    let answer = json!({
        "checkout_id": checkout_id,
        "replayed": replayed,
        "total": total.poisha(),
        "orders": orders.into_iter().map(OrderResponse::from).collect::<Vec<_>>(),
    });
    Ok(if replayed {
        HttpResponse::Ok().json(answer)
    } else {
        HttpResponse::Created().json(answer)
    })
}

fn refused(refusal: CheckoutRefusal) -> ApiError {
    match refusal {
        CheckoutRefusal::EmptyCart => ApiError::Conflict("Your cart is empty".into()),
        CheckoutRefusal::OutOfStock { title, available: 0 } => ApiError::Conflict(format!("{title} is out of stock")),
        CheckoutRefusal::OutOfStock { title, available } => {
            ApiError::Conflict(format!("Only {available} of {title} left in stock; lower the quantity"))
        }
        // Prices come from stored products the client cannot change, so this is ours to fix.
        CheckoutRefusal::Price(reason) => ApiError::internal("pricing a cart failed", reason),
        CheckoutRefusal::KeyInProgress => ApiError::Conflict("This checkout is already being placed".into()),
        CheckoutRefusal::TotalChanged { total } => ApiError::TotalChanged {
            message: format!(
                "The total changed to {} because a price changed. Please check it and place the order again.",
                total.format_tk()
            ),
            total: total.poisha(),
        },
    }
}
