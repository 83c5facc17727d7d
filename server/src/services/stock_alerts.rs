//! Back in stock: a customer asks to be told when an out-of-stock phone
//! returns; whatever gives stock back from none (an admin's edit, a cancelled
//! or lapsed order) turns the waiting alerts into notices and e-mails in its
//! own transaction, with the e-mail written here.

use crate::texts;
use crate::{
    documents::{
        outbox::OutboxMessage,
        stock_alert::{AlertState, NoticeDocument, StockAlertDocument},
    },
    failure::Failure,
    ids::parse_id,
    mail::back_in_stock::BackInStockMail,
    repository::{Awaited, Decided, Repositories, Tx},
};
use mongodb::bson::{DateTime, oid::ObjectId};

/// How many notices the account area lists.
pub const NOTICES_SHOWN: i64 = 100;

/// The e-mail a released alert sends, linking to the phone under
/// `public_url`; none for an alert armed by an account whose address was
/// not confirmed (the notice only).
pub fn mail(public_url: &str, alert: &StockAlertDocument, notice: &NoticeDocument) -> Option<OutboxMessage> {
    if alert.email.is_empty() {
        return None;
    }
    let mut url = format!(
        "{public_url}/product/{}/{}",
        notice.product_slug,
        notice.product_id.to_hex()
    );
    let mut title = notice.product_title.clone();
    if let Some(variant) = notice.variant_id {
        url = format!("{url}?variant={}", variant.to_hex());
        title = format!("{title} ({})", notice.variant_label);
    }
    let mail = BackInStockMail {
        to: alert.email.clone(),
        customer_name: alert.name.clone(),
        product_title: title,
        product_url: url,
    };
    Some(mail.message(&alert.request_id.to_hex(), DateTime::now()))
}

/// What a customer waits for on a phone: the variant asked for (a product
/// sold as itself is its own), else the variant its page opens on.
pub async fn awaited(
    repositories: &Repositories,
    product: ObjectId,
    variant: Option<&str>,
) -> Result<Awaited, Failure> {
    let phone = repositories
        .products
        .find_by_id(product)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    let chosen = match variant {
        None => phone.opening_variant(None).0,
        Some(asked) => parse_id(asked, "variant")
            .ok()
            .and_then(|id| phone.variant(id))
            .ok_or_else(|| Failure::NotFound(texts::catalog::VARIANT_NOT_FOUND.into()))?,
    };
    Ok(Awaited {
        product,
        variant: phone.has_variants().then_some(chosen.id),
    })
}

/// Arms `customer`'s alert for an out-of-stock variant; answers whether it is new.
pub async fn request(repositories: &Repositories, customer: ObjectId, awaited: Awaited) -> Result<bool, Failure> {
    let user = repositories
        .users
        .find_by_id(customer)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_AGAIN.into()))?;
    let name = shop_core::greeting::greeting_name(&user.first_name, &user.last_name).unwrap_or_default();
    // The in-app notice comes either way; the e-mail only to a confirmed address.
    let email = user.confirmed_email().unwrap_or_default();
    let armed = |mut tx| {
        let name = name.as_str();
        async move {
            let armed = arm(repositories, &mut tx, customer, awaited, (email, name)).await;
            (tx, armed)
        }
    };
    repositories.transaction(armed).await?
}

/// One run of a request's transaction: whether the alert is new.
async fn arm(
    repositories: &Repositories,
    tx: &mut Tx,
    customer: ObjectId,
    awaited: Awaited,
    to: (&str, &str),
) -> Decided<bool, Failure> {
    let alerts = &repositories.stock_alerts;
    let now = DateTime::now();
    if !alerts.mark_awaited_in(tx, awaited, now).await? {
        return Ok(Err(match alerts.exists_in(tx, awaited).await? {
            true => Failure::Conflict(texts::lists::IN_STOCK_NOW.into()),
            false => Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()),
        }));
    }
    let current = alerts.alert_in(tx, customer, awaited).await?;
    if current.is_some_and(|a| a.state == AlertState::Waiting) {
        return Ok(Ok(false));
    }
    alerts.arm_in(tx, customer, awaited, to, now).await?;
    Ok(Ok(true))
}
