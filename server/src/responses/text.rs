//! A text for a person as the API sends it: the English `message` (the
//! contract's texts, and what API clients read), its stable `code` and its
//! `params`, by which the front end shows it in the chosen language.

use serde::Serialize;
use shop_core::Text;

/// `{message, code, params}`, flattened into the answers that say something.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct TextAnswer {
    /// The text in English.
    pub message: String,
    /// The text's stable code.
    #[schema(value_type = TextCode)]
    pub code: String,
    /// The text's values by name: counts and poisha as numbers, words as
    /// strings, a text inside as `{code, params}`.
    #[schema(value_type = std::collections::HashMap<String, serde_json::Value>)]
    pub params: serde_json::Value,
}

impl From<Text> for TextAnswer {
    fn from(text: Text) -> Self {
        TextAnswer {
            message: text.to_string(),
            code: text.code().to_owned(),
            // A map of numbers, strings and such maps always serialises.
            params: serde_json::to_value(text.params_json()).unwrap_or_default(),
        }
    }
}

impl From<shop_core::TextDef> for TextAnswer {
    fn from(def: shop_core::TextDef) -> Self {
        Text::new(def).into()
    }
}

/// The code of a text, e.g. `cart.above_stock`: the schema lists every code
/// the server and the core can answer with (`crate::texts::catalog`).
pub struct TextCode;

impl utoipa::PartialSchema for TextCode {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, Type};
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(
                "A text's stable code; the front end shows the text by it, in the chosen language.",
            ))
            .enum_values(Some(crate::texts::catalog().map(|text| text.code)))
            .into()
    }
}

impl utoipa::ToSchema for TextCode {}

/// What `shop-server texts` prints for the front end's generated files: the
/// languages (the core's `Locale::ALL`, each tag with its name in itself)
/// and every text, each code with its English sentence and the kind of each value.
pub fn catalog_json() -> serde_json::Value {
    let languages: Vec<serde_json::Value> = shop_core::Locale::ALL
        .into_iter()
        .map(|locale| serde_json::json!({ "code": locale.code(), "name": locale.name() }))
        .collect();
    serde_json::json!({ "languages": languages, "texts": texts_json() })
}

fn texts_json() -> serde_json::Value {
    crate::texts::catalog()
        .map(|text| {
            let params: serde_json::Map<String, serde_json::Value> = text
                .params
                .iter()
                .map(|(name, kind)| ((*name).to_owned(), kind.as_str().into()))
                .collect();
            serde_json::json!({ "code": text.code, "english": text.english, "params": params })
        })
        .collect()
}
