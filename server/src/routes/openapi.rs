//! The OpenAPI document of every endpoint, served at `/api/openapi.json`
//! with an interactive page at `/api/docs/`.

use super::{
    addresses, admin_orders, admin_products, auth, brands, cart, checkout, coupons, email_confirmation, emi, health,
    images, logs, orders, payments, price_history, products, profile, questions, returns, reviews, stock_alerts,
    wishlist,
};
use utoipa::{
    Modify, OpenApi,
    openapi::security::{ApiKey, ApiKeyValue, SecurityScheme},
};

#[derive(OpenApi)]
#[openapi(
    info(title = "PhoneBazar API", description = "The phone shop's API. Money is integer poisha (1/100 TK); ids are ObjectId hex strings; every error answer is `{\"message\": ...}`."),
    servers((url = "/api")),
    modifiers(&TokenHeader),
    paths(
        health::health,
        products::list_products,
        products::home,
        products::product_details,
        price_history::history,
        images::image,
        images::hashed,
        images::rendition,
        auth::current_user,
        auth::sign_out,
        email_confirmation::confirm,
        email_confirmation::resend,
        cart::add,
        cart::remove,
        cart::list,
        cart::set_quantity,
        wishlist::add,
        wishlist::remove,
        wishlist::list,
        brands::list,
        brands::by_slug,
        brands::add,
        brands::rename,
        brands::remove,
        emi::list,
        emi::for_phone,
        emi::add,
        emi::change,
        emi::remove,
        coupons::list,
        coupons::add,
        coupons::change,
        coupons::remove,
        returns::of_order,
        returns::ask,
        returns::upload_photo,
        returns::list,
        returns::advance,
        returns::refund,
        profile::read,
        profile::update,
        profile::set_language,
        profile::change_password,
        addresses::list,
        addresses::create,
        addresses::update,
        addresses::remove,
        addresses::make_default,
        checkout::summary,
        checkout::checkout,
        orders::list,
        orders::details,
        orders::cancel,
        orders::dashboard,
        payments::details,
        payments::pay,
        payments::check,
        payments::bkash_callback,
        admin_orders::list,
        admin_orders::set_status,
        admin_orders::refund,
        admin_orders::dashboard,
        admin_products::add,
        admin_products::update,
        admin_products::save_variants,
        admin_products::remove,
        admin_products::upload_image,
        reviews::for_product,
        reviews::mine,
        reviews::add,
        reviews::edit,
        questions::for_product,
        questions::ask,
        questions::list,
        questions::answer,
        questions::visibility,
        logs::logs,
        stock_alerts::status,
        stock_alerts::request,
        stock_alerts::cancel,
        stock_alerts::notices,
        stock_alerts::read_all,
        stock_alerts::read_one,
        auth::signup,
        auth::sign_in
    )
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
