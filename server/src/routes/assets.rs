//! `GET /assets/{file}`: the built front end's content-hashed files. Each is
//! sent as the precompressed copy the browser accepts (`.br`, then `.gz`,
//! written by the front end's build) and kept by the browser for a year:
//! a new build has new names.

use crate::error::ApiError;
use crate::failure::Failure;
use crate::texts;
use actix_files::{NamedFile, file_extension_to_mime};
use actix_web::{
    HttpRequest, HttpResponse,
    http::header::{self, AcceptEncoding, ContentEncoding, Encoding, Header, HeaderValue},
    web,
};
use std::path::{Path, PathBuf};

/// Hashed names never change content, so a year and `immutable` are safe.
const FOREVER: &str = "public, max-age=31536000, immutable";

/// The encodings a sibling file may exist for, preferred first.
static PRECOMPRESSED: [(Encoding, &str, ContentEncoding); 2] = [
    (Encoding::brotli(), "br", ContentEncoding::Brotli),
    (Encoding::gzip(), "gz", ContentEncoding::Gzip),
];

/// The `/assets/{file}` resource, reading from `<static_dir>/assets`.
pub fn resource(static_dir: &Path) -> actix_web::Resource {
    let dir = static_dir.join("assets");
    web::resource("/assets/{file}").route(web::get().to(move |req: HttpRequest, file: web::Path<String>| {
        let dir = dir.clone();
        async move { asset(&dir, &req, &file).await }
    }))
}

async fn asset(dir: &Path, req: &HttpRequest, name: &str) -> Result<HttpResponse, ApiError> {
    // The route segment holds no '/', and no built file starts with a dot.
    if name.starts_with('.') || name.contains('\\') {
        return Err(not_found());
    }
    let original = dir.join(name);
    if !original.is_file() {
        return Err(not_found());
    }
    let (path, encoding) = choose(req, &original);
    let file = NamedFile::open_async(&path)
        .await
        .map_err(|error| ApiError::internal("reading a built file failed", error))?
        // The type is the original's (`.js`), not the sibling's (`.br`).
        .set_content_type(file_extension_to_mime(extension(&original)));
    let mut response = file.into_response(req);
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(FOREVER));
    headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Some(encoding) = encoding {
        // Set here, the compress middleware leaves the body as it is.
        headers.insert(header::CONTENT_ENCODING, encoding.to_header_value());
    }
    Ok(response)
}

/// The best precompressed sibling of `original` the request accepts, or the
/// original itself with no encoding.
fn choose(req: &HttpRequest, original: &Path) -> (PathBuf, Option<ContentEncoding>) {
    // No header at all is read as "no encoding", as a plain `curl` means it.
    let accepted = req
        .headers()
        .contains_key(header::ACCEPT_ENCODING)
        .then(|| AcceptEncoding::parse(req).ok())
        .flatten();
    let present: Vec<_> = PRECOMPRESSED
        .iter()
        .filter(|(_, suffix, _)| sibling(original, suffix).is_file())
        .collect();
    let chosen = accepted.and_then(|accepted| accepted.negotiate(present.iter().map(|(encoding, ..)| encoding)));
    present
        .into_iter()
        .find(|(encoding, ..)| Some(encoding) == chosen.as_ref())
        .map_or((original.to_path_buf(), None), |(_, suffix, content)| {
            (sibling(original, suffix), Some(*content))
        })
}

fn extension(path: &Path) -> &str {
    path.extension().and_then(|e| e.to_str()).unwrap_or_default()
}

fn sibling(original: &Path, suffix: &str) -> PathBuf {
    let mut name = original.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

fn not_found() -> ApiError {
    ApiError(Failure::NotFound(texts::request::FILE_NOT_FOUND.into()))
}
