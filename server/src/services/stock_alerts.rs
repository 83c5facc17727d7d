//! Back in stock: a customer asks to be told when an out-of-stock phone
//! returns; whatever gives stock back from none (an admin's edit, a cancelled
//! or lapsed order) turns the waiting alerts into notices and e-mails in its
//! own transaction, with the e-mail written here.

use crate::texts;
use crate::{
    documents::{
        outbox::OutboxMessage,
        stock_alert::{NoticeDocument, StockAlertDocument},
    },
    mail::back_in_stock::BackInStockMail,
    repository::{AlertRequest, Repositories},
    services::Failure,
};
use mongodb::bson::{DateTime, oid::ObjectId};

/// How many notices the account area lists.
pub const NOTICES_SHOWN: i64 = 100;

/// The e-mail each released alert sends, linking to the phone under `public_url`.
pub fn mails(public_url: &str) -> impl Fn(&StockAlertDocument, &NoticeDocument) -> Option<OutboxMessage> + Sync + '_ {
    move |alert, notice| {
        // Armed by an account whose address was not confirmed: the notice only.
        if alert.email.is_empty() {
            return None;
        }
        let url = format!(
            "{public_url}/product/{}/{}",
            notice.product_slug,
            notice.product_id.to_hex()
        );
        let mail = BackInStockMail {
            to: alert.email.clone(),
            customer_name: alert.name.clone(),
            product_title: notice.product_title.clone(),
            product_url: url,
        };
        Some(mail.message(&alert.request_id.to_hex(), DateTime::now()))
    }
}

/// Arms `customer`'s alert for an out-of-stock `product`; answers whether it is new.
pub async fn request(repositories: &Repositories, customer: ObjectId, product: ObjectId) -> Result<bool, Failure> {
    let user = repositories
        .users
        .find_by_id(customer)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_AGAIN.into()))?;
    let name = shop_core::greeting::greeting_name(&user.first_name, &user.last_name).unwrap_or_default();
    // The in-app notice comes either way; the e-mail only to a confirmed address.
    let email = if user.email_verified { user.email.as_str() } else { "" };
    match repositories
        .stock_alerts
        .request(customer, product, email, &name)
        .await?
    {
        AlertRequest::Waiting { new } => Ok(new),
        AlertRequest::InStock => Err(Failure::Conflict(texts::lists::IN_STOCK_NOW.into())),
        AlertRequest::UnknownProduct => Err(Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into())),
    }
}
