//! The session user as the API answers it.

use super::rfc3339;
use crate::documents::user::{Role, UserDocument};
use serde::{Deserialize, Serialize};
use shop_core::Locale;

/// The session user as the contract's client reads it.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct UserResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: String,
    /// Empty for an account made with a mobile number alone.
    pub email: String,
    /// The account's mobile number (`01XXXXXXXXX`), when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    pub role: Role,
    pub avatar: String,
    pub first_name: String,
    pub last_name: String,
    pub created_at: String,
    /// The interface language the user chose.
    #[schema(value_type = LanguageName)]
    pub language: Locale,
    /// Whether the SMS about the customer's orders are sent (codes always are).
    pub order_sms: bool,
    /// Whether the owner confirmed the address (the shop e-mails only confirmed ones).
    #[serde(default)]
    pub email_verified: bool,
    /// Whether the account has a password (one made with a number alone has none).
    #[serde(default)]
    pub has_password: bool,
    /// Whether sign-in asks for a code from an authenticator app (admins).
    #[serde(default)]
    pub second_factor: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

impl UserResponse {
    /// The answer for `user`, carrying a fresh token when one was issued.
    pub fn new(user: &UserDocument, token: Option<String>) -> Self {
        UserResponse {
            id: user.id.to_hex(),
            username: user.username.clone(),
            email: user.email.clone().unwrap_or_default(),
            phone: user.phone.clone(),
            role: user.role,
            avatar: user.avatar.clone(),
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            created_at: rfc3339(user.created_at),
            language: user.language,
            order_sms: !user.order_sms_off,
            email_verified: user.email_verified,
            has_password: user.has_password(),
            second_factor: user.has_second_factor(),
            token,
        }
    }
}

/// An interface language's tag: the core's `Locale` codes.
pub struct LanguageName;

impl utoipa::PartialSchema for LanguageName {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(Locale::ALL.iter().map(|locale| locale.code())))
            .into()
    }
}

impl utoipa::ToSchema for LanguageName {}
