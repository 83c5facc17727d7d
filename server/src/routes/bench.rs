//! `GET /api/bench/static?bytes=N`: a fixed JSON body of exactly `N` bytes,
//! serialised once and then only copied out. `scripts/bench` compares every
//! endpoint with it, so the figures say how far each is from the cost of
//! HTTP alone on this machine. Mounted only when `BENCH_ENDPOINT=1`.

use actix_web::{HttpResponse, get, web, web::Bytes};
use serde::Deserialize;
use std::{
    collections::HashMap,
    sync::{Mutex, OnceLock},
};

/// Largest body the endpoint makes (a listing page is far smaller).
const MAX_BYTES: usize = 4 << 20;
/// Sizes kept at once, so asking for many sizes cannot grow memory without end.
const MAX_SIZES: usize = 8;
/// `{"padding":""}` around the padding.
const FRAME: usize = 14;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(fixed_body);
}

#[derive(Deserialize)]
struct Size {
    bytes: usize,
}

fn bodies() -> &'static Mutex<HashMap<usize, Bytes>> {
    static BODIES: OnceLock<Mutex<HashMap<usize, Bytes>>> = OnceLock::new();
    BODIES.get_or_init(Mutex::default)
}

#[get("/bench/static")]
async fn fixed_body(size: web::Query<Size>) -> HttpResponse {
    let bytes = size.bytes.clamp(FRAME, MAX_BYTES);
    let mut kept = bodies().lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if !kept.contains_key(&bytes) && kept.len() >= MAX_SIZES {
        kept.clear();
    }
    let body = kept
        .entry(bytes)
        .or_insert_with(|| Bytes::from(format!("{{\"padding\":\"{}\"}}", "x".repeat(bytes - FRAME))))
        .clone();
    HttpResponse::Ok().content_type("application/json").body(body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::{App, body::to_bytes, test};

    #[actix_web::test]
    async fn answers_exactly_the_asked_size_of_valid_json() {
        let app = test::init_service(App::new().configure(configure)).await;
        for asked in [14, 100, 20_000] {
            let request = test::TestRequest::get()
                .uri(&format!("/bench/static?bytes={asked}"))
                .to_request();
            let body = to_bytes(test::call_service(&app, request).await.into_body())
                .await
                .expect("body");
            assert_eq!(body.len(), asked);
            let parsed: serde_json::Value = serde_json::from_slice(&body).expect("JSON");
            assert_eq!(parsed["padding"].as_str().map(str::len), Some(asked - FRAME));
        }
        for (asked, answered) in [(0, FRAME), (MAX_BYTES + 1, MAX_BYTES)] {
            let request = test::TestRequest::get()
                .uri(&format!("/bench/static?bytes={asked}"))
                .to_request();
            let body = to_bytes(test::call_service(&app, request).await.into_body())
                .await
                .expect("body");
            assert_eq!(body.len(), answered, "{asked} is clamped");
        }
        for size in 100..100 + 3 * MAX_SIZES {
            let request = test::TestRequest::get()
                .uri(&format!("/bench/static?bytes={size}"))
                .to_request();
            assert!(test::call_service(&app, request).await.status().is_success());
            assert!(bodies().lock().expect("lock").len() <= MAX_SIZES);
        }
    }
}
