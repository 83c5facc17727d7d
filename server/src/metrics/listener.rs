//! `GET /metrics` on the address `METRICS_ADDR` names, a listener apart
//! from the shop's, so the public port never serves it; with
//! `METRICS_TOKEN` a scrape must send `Authorization: Bearer <token>`.

use super::Metrics;
use crate::{catalog_view::CatalogView, config::MetricsSettings, repository::Repositories, services};
use actix_web::{App, HttpRequest, HttpResponse, HttpServer, dev::Server, http::header, web};
use mongodb::bson::DateTime;
use std::{net::TcpListener, sync::Arc};
use subtle::ConstantTimeEq;

/// What a scrape reads.
struct Scrape {
    metrics: Metrics,
    repositories: Repositories,
    catalog: Arc<CatalogView>,
    token: Option<String>,
}

/// The metrics server on `settings.address` (one worker: a scrape every
/// few seconds), and the port it bound.
pub fn serve(
    settings: &MetricsSettings,
    metrics: Metrics,
    repositories: Repositories,
    catalog: Arc<CatalogView>,
) -> std::io::Result<(Server, u16)> {
    let listener = TcpListener::bind(settings.address)?;
    let port = listener.local_addr()?.port();
    let scrape = web::Data::new(Scrape {
        metrics,
        repositories,
        catalog,
        token: settings.token.clone(),
    });
    let server = HttpServer::new(move || {
        App::new()
            .app_data(scrape.clone())
            .route("/metrics", web::get().to(answer))
    })
    .workers(1)
    .disable_signals()
    .listen(listener)?
    .run();
    Ok((server, port))
}

async fn answer(scrape: web::Data<Scrape>, req: HttpRequest) -> HttpResponse {
    if let Some(token) = &scrape.token {
        let sent = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .unwrap_or_default();
        if !bool::from(sent.as_bytes().ct_eq(token.as_bytes())) {
            return HttpResponse::Unauthorized()
                .insert_header((header::WWW_AUTHENTICATE, "Bearer"))
                .json(serde_json::json!({ "message": "A metrics token is needed" }));
        }
    }
    match services::metrics::snapshot(&scrape.repositories, &scrape.catalog, DateTime::now()).await {
        Ok(snapshot) => scrape.metrics.record(&snapshot),
        // The request counters still answer; the readings keep their last values.
        Err(error) => tracing::warn!(%error, "reading the metrics' queues failed"),
    }
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(scrape.metrics.render())
}
