//! Questions and answers on a phone page: everyone reads a phone's answered
//! questions (`GET /api/product/{id}/questions`), a signed-in shopper asks
//! one, and admins list, answer and hide them under `/api/admin/questions`.

use super::bodies::Body;
use crate::{
    auth::{
        Identity,
        extract::{Admin, AdminBody},
    },
    config::Settings,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::question::{AdminQuestion, AdminQuestionPage, AskedQuestion, PublicQuestionPage},
    services::questions,
};
use actix_web::{HttpResponse, get, post, put, web};
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(for_product)
        .service(ask)
        .service(list)
        .service(answer)
        .service(visibility);
}

#[derive(Deserialize)]
struct PageQuery {
    page: Option<String>,
}

#[derive(Deserialize)]
struct ListQuery {
    status: Option<String>,
    page: Option<String>,
}

/// A shopper's question.
#[derive(Deserialize, utoipa::ToSchema)]
struct AskRequest {
    question: String,
}

/// The shop's answer; sending it again corrects it without telling the asker twice.
#[derive(Deserialize, utoipa::ToSchema)]
struct AnswerRequest {
    answer: String,
}

/// Whether the question is hidden from the phone page.
#[derive(Deserialize, utoipa::ToSchema)]
struct VisibilityRequest {
    hidden: bool,
}

/// A phone's answered questions
///
/// `?page=`: `{questions: [{_id, asker, question, answer, createdAt, answeredAt}], total, page,
/// perPage}`, the answered, visible questions, newest first, 5 a page; 400 malformed id or page.
#[utoipa::path(
    operation_id = "questions_for_product",
    tag = "questions",
    params(("page" = Option<String>, Query, description = "Page from 1, five questions a page")),
    responses(
        (
            status = 200,
            description = "The phone's answered, visible questions, newest first",
            body = crate::responses::question::PublicQuestionPage,
        ),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/product/{id}/questions")]
#[tracing::instrument(skip_all)]
pub(super) async fn for_product(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "product id")?;
    let page = questions::answered(&repositories, id, query.into_inner().page).await?;
    Ok(HttpResponse::Ok().json(PublicQuestionPage::from(page)))
}

/// Ask a question about a phone
///
/// `{question}` → 201 `{_id, product_id, question, createdAt, message, code, params}`, shown once
/// the shop answers it; 400 length (10 to 500 characters) or hidden characters; 404 unknown phone;
/// 429 after 5 in an hour.
#[utoipa::path(
    operation_id = "questions_ask",
    request_body = AskRequest,
    tag = "questions",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Asked: shown once the shop answers it",
            body = crate::responses::question::AskedQuestion,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::TooLarge,
        super::documented::Limited,
        super::documented::Trouble,
    ),
)]
#[post("/product/{id}/questions")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn ask(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    body: Body<AskRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "product id")?;
    let question = questions::ask(&repositories, identity.user_id, id, &body.question).await?;
    Ok(HttpResponse::Created().json(AskedQuestion::from(question)))
}

/// The questions asked about phones, for answering
///
/// `?status=&page=`: `{questions, total, page, perPage}`, 20 a page, newest first; `status`
/// `unanswered` (default), `answered` or `hidden`.
#[utoipa::path(
    operation_id = "questions_admin_list",
    tag = "admin",
    params(
        (
            "status" = Option<String>,
            Query,
            description = "unanswered (the default), answered or hidden",
        ),
        ("page" = Option<String>, Query, description = "Page from 1, twenty questions a page"),
    ),
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::question::AdminQuestionPage),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/questions")]
#[tracing::instrument(skip_all)]
pub(super) async fn list(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let ListQuery { status, page } = query.into_inner();
    let status = questions::status(status.as_deref())?;
    let page = questions::listed(&repositories, status, page).await?;
    Ok(HttpResponse::Ok().json(AdminQuestionPage::from(page)))
}

/// Answer a question
///
/// `{answer}` → the question; the first answer tells the asker with a notice and an e-mail, a later
/// one corrects it without telling again. 409 while hidden.
#[utoipa::path(
    operation_id = "questions_answer",
    request_body = AnswerRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (
            status = 200,
            description = "Answered; the first answer tells the asker",
            body = crate::responses::question::AdminQuestion,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/admin/questions/{id}/answer")]
#[tracing::instrument(skip_all)]
pub(super) async fn answer(
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    id: web::Path<String>,
    request: AdminBody<AnswerRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "question id")?;
    let answered = questions::answer(&repositories, id, &body.answer, &settings.payments.public_url).await?;
    Ok(HttpResponse::Ok().json(AdminQuestion::from(answered)))
}

/// Hide a question from the phone page, or show it again
///
/// `{hidden}` → the question.
#[utoipa::path(
    operation_id = "questions_visibility",
    request_body = VisibilityRequest,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::question::AdminQuestion),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/admin/questions/{id}/visibility")]
#[tracing::instrument(skip_all)]
pub(super) async fn visibility(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    request: AdminBody<VisibilityRequest>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "question id")?;
    let question = questions::set_hidden(&repositories, id, body.hidden).await?;
    Ok(HttpResponse::Ok().json(AdminQuestion::from(question)))
}
