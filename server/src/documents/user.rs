//! An account, as stored in `users`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::Locale;

/// What a signed-in user may do. Only `admin` unlocks anything extra.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Customer,
    Admin,
}

/// A user in the `users` collection.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct UserDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub username: String,
    /// The e-mail address; an account made with a mobile number may have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// The mobile number (`01XXXXXXXXX`), proven by a code; unique.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    /// When the number was last proven by a code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone_verified_at: Option<DateTime>,
    /// The bcrypt hash of the password; `!` (matches nothing) for an account
    /// made with a number and a code.
    pub password_hash: String,
    pub role: Role,
    pub first_name: String,
    pub last_name: String,
    pub avatar: String,
    pub created_at: DateTime,
    /// The interface language the user chose; accounts from before the choice read English.
    #[serde(default)]
    pub language: Locale,
    /// Whether the customer turned off the SMS about their orders (codes
    /// still come). Stored only when off.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub order_sms_off: bool,
    /// Whether the owner of the address showed they read it (the link in the
    /// sign-up e-mail); only then does the shop send it e-mails. Accounts
    /// from before addresses were confirmed have been getting them, and read
    /// as confirmed.
    #[serde(default = "confirmed_before_checks")]
    pub email_verified: bool,
    /// The SHA-256 of the confirmation link's token, while one is out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verify_token_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verify_expires_at: Option<DateTime>,
    /// An admin's second factor: codes from an authenticator app.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub totp: Option<TotpSetup>,
}

/// An authenticator app's secret, being set up or in use, and the recovery
/// codes that stand in for the app once each.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TotpSetup {
    /// The shared secret, in base32 as the app is given it.
    pub secret: String,
    /// Whether a code from the app confirmed it; until then sign-in ignores it.
    pub confirmed: bool,
    /// The last time step a code was accepted for: no code works twice.
    #[serde(default)]
    pub last_step: i64,
    /// SHA-256 of each recovery code not used yet.
    #[serde(default)]
    pub recovery: Vec<String>,
}

impl UserDocument {
    /// A new account of `role`: its username and names, made at `created_at`,
    /// with nothing else yet (no e-mail, number, second factor or usable
    /// password; English; order SMS on).
    pub fn new(username: String, role: Role, (first_name, last_name): (String, String), created_at: DateTime) -> Self {
        UserDocument {
            id: ObjectId::new(),
            username,
            email: None,
            phone: None,
            phone_verified_at: None,
            password_hash: "!".into(),
            role,
            first_name,
            last_name,
            avatar: String::new(),
            created_at,
            language: Locale::English,
            order_sms_off: false,
            email_verified: false,
            verify_token_hash: None,
            verify_expires_at: None,
            totp: None,
        }
    }

    /// Whether a sign-in needs a code from the account's authenticator app.
    pub fn has_second_factor(&self) -> bool {
        self.totp.as_ref().is_some_and(|totp| totp.confirmed)
    }

    /// Whether a password signs into the account (`!` matches none).
    pub fn has_password(&self) -> bool {
        self.password_hash != "!"
    }

    /// The address the shop may e-mail: one the owner confirmed.
    pub fn confirmed_email(&self) -> Option<&str> {
        self.email.as_deref().filter(|_| self.email_verified)
    }
}

fn confirmed_before_checks() -> bool {
    true
}
