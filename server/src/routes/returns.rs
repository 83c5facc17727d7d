//! Returns: a customer asks to return a delivered order's phone
//! (`/api/order/{order_id}/return`, with photos uploaded first to
//! `/api/order/{order_id}/return/photos`); admins list returns and move them
//! along (`/api/admin/returns`), and refund a received one.

use super::bodies::Body;
use crate::{
    auth::{
        Identity,
        extract::{Admin, AdminBody},
    },
    config::Settings,
    error::ApiError,
    failure::Failure,
    ids::parse_id,
    repository::Repositories,
    responses::replies::UploadedAnswer,
    responses::return_request::{OrderReturnAnswer, ReturnAnswer},
    services::{payments::PaymentDesk, returns},
    texts,
};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use mongodb::bson::DateTime;
use serde::Deserialize;
use shop_core::returns::ReturnStatus;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(of_order)
        .service(ask)
        .service(upload_photo)
        .service(list)
        .service(advance)
        .service(refund);
}

fn order_id(id: &str) -> Result<mongodb::bson::oid::ObjectId, ApiError> {
    Ok(parse_id(id, "orderId").map_err(|_| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?)
}

#[derive(Deserialize, utoipa::ToSchema)]
struct AskBody {
    /// `defective`, `not_as_described` or `changed_mind`.
    reason: String,
    /// What is wrong (optional, up to 1,000 characters).
    #[serde(default)]
    details: String,
    /// Ids of photos uploaded to `/api/order/{order_id}/return/photos` (at most 3).
    #[serde(default)]
    photos: Vec<String>,
}

/// An order's return, or whether one may be asked
///
/// `{may_ask, refusal, request, until, window_days}`: the return asked of the order, or whether one
/// may be and until when (`RETURN_WINDOW_DAYS` after delivery, in Dhaka days). The caller's own
/// order; an admin may read any.
#[utoipa::path(
    operation_id = "returns_of_order",
    tag = "orders",
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "The order's return, or whether one may be asked",
            body = OrderReturnAnswer,
        ),
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/order/{order_id}/return")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn of_order(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = order_id(&id)?;
    let admin = identity.is_admin_now(&repositories, settings.admin_policy()).await?;
    let owner = (!admin).then_some(identity.user_id);
    let view = returns::view(&repositories, &settings, id, owner).await?;
    Ok(HttpResponse::Ok().json(OrderReturnAnswer::from(view)))
}

/// Ask to return a delivered order's phone
///
/// `{reason, details, photos}`: `reason` is `defective`, `not_as_described` or `changed_mind`,
/// `details` up to 1,000 characters, `photos` at most 3 ids uploaded first to
/// `/api/order/{order_id}/return/photos` → 201 the return. One return per order; 409 not
/// delivered, past the window, or asked already.
#[utoipa::path(
    operation_id = "returns_ask",
    request_body = AskBody,
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 201, description = "Asked", body = ReturnAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        (
            status = 409,
            description = "Not delivered, past the window, or asked already: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/order/{order_id}/return")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn ask(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    id: web::Path<String>,
    body: Body<AskBody>,
) -> Result<HttpResponse, ApiError> {
    let id = order_id(&id)?;
    let body = body.into_inner();
    let asked = returns::ReturnAsk {
        reason: body.reason,
        details: body.details,
        photos: body.photos,
    };
    let request = returns::ask(&repositories, &settings, identity.user_id, id, asked).await?;
    Ok(HttpResponse::Created().json(ReturnAnswer::from(request)))
}

/// Upload a photo for a return
///
/// The picture as the body (PNG, JPEG, WebP or GIF, ≤ 2 MB) → 201 `{_id, url, content_type}`; six
/// uploads per order at most. 409 no return may be asked of this order; 413 too large; 415 not a
/// picture.
#[utoipa::path(
    operation_id = "returns_upload_photo",
    tag = "orders",
    security(("token" = [])),
    responses(
        (status = 201, description = "Stored", body = UploadedAnswer),
        super::documented::SignedOut,
        super::documented::Missing,
        (
            status = 409,
            description = "No return may be asked of this order: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 413,
            description = "Too large: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 415,
            description = "Not a picture: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[post("/order/{order_id}/return/photos")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn upload_photo(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    id: web::Path<String>,
    request: HttpRequest,
    mut payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let id = order_id(&id)?;
    super::images::refuse_declared_too_large(&request)?;
    let picture = async {
        super::images::read_picture(&mut payload)
            .await
            .map_err(|ApiError(failure)| failure)
    };
    let (image, content_type) = returns::send_photo(&repositories, &settings, identity.user_id, id, picture).await?;
    Ok(HttpResponse::Created().json(UploadedAnswer {
        id: image.to_hex(),
        url: format!("/api/images/{}", image.to_hex()),
        content_type: content_type.into(),
    }))
}

#[derive(Deserialize)]
struct ListQuery {
    status: Option<String>,
}

/// Every return, newest first
///
/// Query `status` for the returns in one status.
#[utoipa::path(
    operation_id = "returns_list",
    params(("status" = Option<String>, Query, description = "A return status")),
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "Returns, newest first", body = Vec<ReturnAnswer>),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/returns")]
#[tracing::instrument(skip_all)]
pub(super) async fn list(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let status = query
        .status
        .as_deref()
        .filter(|s| !s.is_empty())
        .map(|s| ReturnStatus::parse(s).map_err(|e| Failure::Refused(e.text())))
        .transpose()?;
    let all: Vec<ReturnAnswer> = returns::list(&repositories, status)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(HttpResponse::Ok().json(all))
}

#[derive(Deserialize, utoipa::ToSchema)]
struct StepBody {
    /// `accepted`, `refused`, `picked_up` or `received`.
    status: String,
    /// Why (required to refuse).
    #[serde(default)]
    note: String,
    /// Required to receive: whether the phone goes back to stock (else written off).
    restock: Option<bool>,
}

/// Move a return along
///
/// `{status, note, restock}`: `accepted`, `refused` (with a `note`), `picked_up` or `received`
/// (with `restock`: back to stock, or written off) → the return; each step is the core's transition
/// (409 otherwise) and is e-mailed to the customer.
#[utoipa::path(
    operation_id = "returns_advance",
    request_body = StepBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "Moved", body = ReturnAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/returns/{id}/status")]
#[tracing::instrument(skip_all)]
pub(super) async fn advance(
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    id: web::Path<String>,
    request: AdminBody<StepBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "return id")?;
    let to = ReturnStatus::parse(body.status.trim()).map_err(|e| Failure::Refused(e.text()))?;
    let step = returns::Step {
        to,
        note: body.note,
        restock: body.restock,
    };
    let moved = returns::advance(&repositories, &settings, id, step).await?;
    Ok(HttpResponse::Ok().json(ReturnAnswer::from(moved)))
}

#[derive(Deserialize, utoipa::ToSchema)]
struct RefundBody {
    /// Required for a cash refund: how and when the cash was handed over.
    #[serde(default)]
    note: String,
}

/// Refund a received return
///
/// `{note}` → the return: through bKash for a bKash order, or recorded as a cash refund with the
/// note (then required). 409 when the return's lifecycle allows no refund now, or one is under way;
/// 502 bKash did not refund.
#[utoipa::path(
    operation_id = "returns_refund",
    request_body = RefundBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "Refunded: through the provider, or recorded as cash",
            body = ReturnAnswer,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        (
            status = 502,
            description = "The provider did not refund: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/returns/{id}/refund")]
#[tracing::instrument(skip_all)]
pub(super) async fn refund(
    repositories: web::Data<Repositories>,
    desk: web::Data<PaymentDesk>,
    id: web::Path<String>,
    request: AdminBody<RefundBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "return id")?;
    let refunded = returns::refund(&repositories, &desk, id, &body.note, DateTime::now()).await?;
    Ok(HttpResponse::Ok().json(ReturnAnswer::from(refunded)))
}
