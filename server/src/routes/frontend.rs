//! The built front end. Unknown paths outside `/api` get `index.html`, so
//! client-side routes such as `/cart` load the app on a reload; the pages
//! that show the catalog get it with their own head (`pages`), and the
//! hashed build files come precompressed (`assets`).

use crate::error::ApiError;
use crate::failure::Failure;
use crate::seo::app_pages::is_app_page;
use crate::texts;
use actix_files::{Files, NamedFile};
use actix_web::{
    HttpRequest, HttpResponse,
    dev::{ServiceRequest, ServiceResponse, fn_service},
    http::header,
    web,
};
use std::path::{Path, PathBuf};

pub fn configure(static_dir: PathBuf) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        let index = static_dir.join("index.html");
        if !index.is_file() {
            tracing::warn!(dir = %static_dir.display(), "no built front end found; only the API is served");
            cfg.default_service(web::to(|| async {
                Err::<HttpResponse, _>(ApiError(Failure::NotFound(texts::request::FRONT_END_NOT_BUILT.into())))
            }));
            return;
        }
        cfg.configure(super::pages::configure(index.clone()));
        cfg.service(super::assets::resource(&static_dir));
        cfg.service(
            Files::new("/", static_dir)
                .index_file("index.html")
                .default_handler(fn_service(move |req: ServiceRequest| {
                    let index = index.clone();
                    async move {
                        let (req, _) = req.into_parts();
                        let response = index_page(&index, &req).await?;
                        Ok(ServiceResponse::new(req, response))
                    }
                })),
        );
    }
}

/// The app's `index.html`, never cached, so a new release is picked up at
/// once; at an address the app has no page for, with 404 (the app shows
/// its "page not found").
async fn index_page(index: &Path, req: &HttpRequest) -> Result<HttpResponse, ApiError> {
    let file = NamedFile::open_async(index)
        .await
        .map_err(|error| ApiError::internal("reading index.html failed", error))?;
    let mut response = file.into_response(req);
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, header::HeaderValue::from_static("no-cache"));
    if !is_app_page(req.path()) && response.status().is_success() {
        *response.status_mut() = actix_web::http::StatusCode::NOT_FOUND;
    }
    Ok(response)
}
