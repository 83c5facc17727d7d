//! The merchant page, where a person plays the courier: `GET /` shows every
//! consignment with buttons that move it (picked up, out for delivery,
//! hold, delivered, partly delivered, refused, ...) and a "Pay out" button.
//! Each form posts and is answered with a redirect back to `/`.

mod html;

use crate::{
    book::{MoveError, Step},
    money,
    state::State,
    times,
};
use actix_web::{
    HttpResponse,
    http::{StatusCode, header},
    web,
};
use serde::Deserialize;

pub fn routes(config: &mut web::ServiceConfig) {
    config
        .route("/", web::get().to(page))
        .route("/merchant/consignments/{id}/move", web::post().to(move_parcel))
        .route("/merchant/payouts", web::post().to(pay_out));
}

async fn page(state: web::Data<State>) -> HttpResponse {
    let body = html::merchant(&state.book());
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}

/// What a move form posts.
#[derive(Deserialize)]
struct Move {
    #[serde(default)]
    step: String,
    /// Taka, for a partial delivery.
    #[serde(default)]
    amount: String,
}

async fn move_parcel(state: web::Data<State>, id: web::Path<String>, form: web::Form<Move>) -> HttpResponse {
    let Ok(id) = id.trim().parse::<u64>() else {
        return plain(StatusCode::NOT_FOUND, format!("No consignment {id}."));
    };
    let Some(step) = Step::parse(&form.step) else {
        return plain(StatusCode::BAD_REQUEST, format!("No step {:?}.", form.step));
    };
    let amount = money::from_text(form.amount.trim()).ok();
    match state.advance(id, step, amount) {
        Ok(_) => back(),
        Err(error) => refused(&error),
    }
}

async fn pay_out(state: web::Data<State>) -> HttpResponse {
    match state.book().pay_out(times::now()) {
        Ok(_) => back(),
        Err(refusal) => plain(StatusCode::CONFLICT, refusal.to_string()),
    }
}

fn back() -> HttpResponse {
    HttpResponse::SeeOther().insert_header((header::LOCATION, "/")).finish()
}

fn refused(error: &MoveError) -> HttpResponse {
    let status = StatusCode::from_u16(error.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
    plain(status, error.to_string())
}

fn plain(status: StatusCode, text: String) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/plain; charset=utf-8")
        .body(text)
}
