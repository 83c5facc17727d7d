//! The OpenAPI document of every endpoint, served at `/api/openapi.json`
//! with an interactive page at `/api/docs/`: what this module says of the
//! API as a whole, and the paths and schemas the registered routes carry.

use utoipa::{
    Modify, OpenApi,
    openapi::security::{ApiKey, ApiKeyValue, SecurityScheme},
};
use utoipa_actix_web::OpenApiFactory;

#[derive(OpenApi)]
#[openapi(
    info(title = "PhoneBazar API", description = "The phone shop's API. Money is integer poisha (1/100 TK); ids are ObjectId hex strings; every error answer is `{\"message\": ...}`."),
    servers((url = "/api")),
    modifiers(&TokenHeader),
)]
pub struct ApiDoc;

/// Signed-in calls carry the token from sign-in in the `token` header
/// (`Authorization: Bearer` works too).
struct TokenHeader;

impl Modify for TokenHeader {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "token",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::new("token"))),
        );
    }
}

/// The document: the API's description above, with the paths (relative to
/// `/api`, the document's server) and schemas of the routes `api` registers.
pub fn document(api: &impl OpenApiFactory) -> utoipa::openapi::OpenApi {
    let mut document = ApiDoc::openapi();
    document.paths.merge(api.paths());
    let mut schemas = Vec::new();
    api.schemas(&mut schemas);
    document
        .components
        .get_or_insert_with(Default::default)
        .schemas
        .extend(schemas);
    document
}
