//! Returns within the window after delivery: a customer asks with a reason
//! (and photos); the admin accepts or refuses with a note; an accepted
//! return is picked up, then received (back to stock, or written off); the
//! money goes back the way it was paid (`refund`). Every step is the core's
//! transition (`shop_core::returns`) and is e-mailed to the customer.

mod moves;
mod refund;

pub use refund::refund;

use crate::responses::return_request::ReturnView;
use crate::{
    config::Settings,
    documents::{
        order::OrderDocument,
        return_request::{ReturnChange, ReturnDocument},
    },
    failure::Failure,
    mail::return_mail::ReturnMail,
    repository::{Repositories, ReturnMove},
    services::order_mail,
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    OrderStatus, Text,
    returns::{self, ReturnReason, ReturnStatus},
    validation,
};

/// Longest description of what is wrong, and of an admin's note, in characters.
pub const DETAILS_MAX: usize = 1000;
/// Most photos one return carries.
pub const MAX_PHOTOS: usize = 3;
/// Most photos a customer may upload for one order (retries included).
pub const MAX_PHOTO_UPLOADS: usize = 6;

/// What a customer sends to ask for a return.
pub struct ReturnAsk {
    pub reason: String,
    pub details: String,
    pub photos: Vec<String>,
}

fn not_found() -> Failure {
    Failure::NotFound(texts::returns::NOT_FOUND.into())
}

/// When the order was delivered, from its history.
fn delivered_at(order: &OrderDocument) -> Option<i64> {
    (order.order_status_type == OrderStatus::Delivered)
        .then(|| {
            order
                .status_history
                .iter()
                .rev()
                .find(|c| c.status == OrderStatus::Delivered)
        })
        .flatten()
        .map(|change| change.at.timestamp_millis())
}

async fn owned_order(
    repositories: &Repositories,
    order_id: ObjectId,
    owner: Option<ObjectId>,
) -> Result<OrderDocument, Failure> {
    repositories
        .orders
        .find(order_id, owner)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))
}

/// Order `order_id`'s return (with `owner`, only that customer's order).
pub async fn view(
    repositories: &Repositories,
    settings: &Settings,
    order_id: ObjectId,
    owner: Option<ObjectId>,
) -> Result<ReturnView, Failure> {
    let order = owned_order(repositories, order_id, owner).await?;
    let request = repositories.returns.for_order(order_id, owner).await?;
    let days = settings.return_window_days;
    let delivered = delivered_at(&order);
    let refusal = match (
        &request,
        returns::may_ask_return(delivered, DateTime::now().timestamp_millis(), days),
    ) {
        (Some(_), _) => Some(Text::new(texts::returns::ASKED_ALREADY)),
        (None, Err(error)) => Some(error.text()),
        (None, Ok(())) => None,
    };
    let until = delivered.map(|at| DateTime::from_millis(returns::window_end(at, days)));
    Ok(ReturnView {
        request,
        refusal,
        window_days: days,
        until,
    })
}

/// A customer asks to return their delivered order `order_id`.
pub async fn ask(
    repositories: &Repositories,
    settings: &Settings,
    customer_id: ObjectId,
    order_id: ObjectId,
    asked: ReturnAsk,
) -> Result<ReturnDocument, Failure> {
    let reason = ReturnReason::parse(asked.reason.trim()).map_err(|e| Failure::Refused(e.text()))?;
    let details = validation::optional(&asked.details, DETAILS_MAX)
        .map_err(|e| Failure::Refused(Text::new(texts::returns::DETAILS_REFUSED).text("reason", e.text())))?;
    if asked.photos.len() > MAX_PHOTOS {
        return Err(Failure::Refused(
            Text::new(texts::returns::TOO_MANY_PHOTOS).count("max", MAX_PHOTOS),
        ));
    }
    let photos = asked
        .photos
        .iter()
        .map(|id| ObjectId::parse_str(id.trim()).map_err(|_| Failure::Refused(texts::returns::PHOTO_UNKNOWN.into())))
        .collect::<Result<Vec<_>, _>>()?;
    let order = owned_order(repositories, order_id, Some(customer_id)).await?;
    let sent = repositories.returns.photos_sent(order_id, customer_id).await?;
    if photos.iter().any(|photo| !sent.contains(photo)) {
        return Err(Failure::Refused(texts::returns::PHOTO_UNKNOWN.into()));
    }
    let now = DateTime::now();
    returns::may_ask_return(
        delivered_at(&order),
        now.timestamp_millis(),
        settings.return_window_days,
    )
    .map_err(|e| Failure::Conflict(e.text()))?;
    let request = ReturnDocument {
        credit_note: None,
        id: ObjectId::new(),
        order_id,
        checkout_id: order.checkout_id,
        customer_id,
        product: order.product.clone(),
        quantity: order.quantity,
        reason,
        details: details.to_owned(),
        photos,
        status: ReturnStatus::Requested,
        history: vec![ReturnChange {
            status: ReturnStatus::Requested,
            at: now,
            note: String::new(),
        }],
        restocked: None,
        refund_claim: None,
        refund: None,
        created_at: now,
        updated_at: now,
    };
    let mails = mail_about(
        repositories,
        &settings.payments.public_url,
        &request,
        ReturnStatus::Requested,
        "",
    )
    .await?;
    moves::record(repositories, &request, &mails).await?;
    Ok(request)
}

/// Stores a photo the buyer of order `order_id` sends: a return must be
/// possible, and one of the order's few photo slots is taken before
/// `picture` (the upload's body) is read at all, then given back if the
/// upload stores nothing. The photo gets a random id, so its address cannot
/// be guessed.
pub async fn send_photo(
    repositories: &Repositories,
    settings: &Settings,
    customer_id: ObjectId,
    order_id: ObjectId,
    picture: impl std::future::Future<Output = Result<(Vec<u8>, &'static str), Failure>>,
) -> Result<(ObjectId, &'static str), Failure> {
    if let Some(refusal) = view(repositories, settings, order_id, Some(customer_id)).await?.refusal {
        return Err(Failure::Conflict(refusal));
    }
    let max = u32::try_from(MAX_PHOTO_UPLOADS).unwrap_or(u32::MAX);
    if !repositories.returns.take_photo_slot(order_id, customer_id, max).await? {
        return Err(Failure::Conflict(
            Text::new(texts::returns::TOO_MANY_UPLOADS).count("max", MAX_PHOTO_UPLOADS),
        ));
    }
    // Given back unless a photo is stored, also when the upload is abandoned mid-way.
    let mut slot = Slot {
        returns: Some(repositories.returns.clone()),
        order_id,
    };
    let (bytes, content_type) = picture.await?;
    let id = ObjectId::from_bytes(rand::random::<[u8; 12]>());
    crate::services::pictures::upload_as(repositories, id, bytes, content_type).await?;
    repositories.returns.record_photo(order_id, customer_id, id).await?;
    slot.returns = None;
    Ok((id, content_type))
}

/// A photo slot taken for an upload: given back when dropped before its photo is stored.
struct Slot {
    returns: Option<crate::repository::ReturnRepository>,
    order_id: ObjectId,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(returns) = self.returns.take() {
            let order_id = self.order_id;
            tokio::spawn(async move {
                if let Err(error) = returns.give_photo_slot_back(order_id).await {
                    tracing::warn!(%error, order = %order_id, "a photo slot was not given back");
                }
            });
        }
    }
}

/// What an admin decides about a return.
pub struct Step {
    pub to: ReturnStatus,
    pub note: String,
    /// On receiving: whether its phones can be sold again.
    pub restock: Option<bool>,
}

/// An admin moves return `id` along the core's states (a refund has its own step).
pub async fn advance(
    repositories: &Repositories,
    settings: &Settings,
    id: ObjectId,
    step: Step,
) -> Result<ReturnDocument, Failure> {
    let request = repositories.returns.find(id).await?.ok_or_else(not_found)?;
    let to = request
        .status
        .transition(step.to)
        .map_err(|e| Failure::Conflict(e.text()))?;
    let note = validation::optional(&step.note, DETAILS_MAX)
        .map_err(|e| Failure::Refused(Text::new(texts::returns::NOTE_REFUSED).text("reason", e.text())))?;
    match to {
        ReturnStatus::Refunded => return Err(Failure::Conflict(texts::returns::REFUND_BY_REFUND.into())),
        ReturnStatus::Refused if note.is_empty() => return Err(Failure::Refused(texts::returns::SAY_WHY.into())),
        ReturnStatus::Received if step.restock.is_none() => {
            return Err(Failure::Refused(texts::returns::RESTOCK_OR_NOT.into()));
        }
        // Its units would go back to nothing: the admin is told instead of the unit vanishing.
        ReturnStatus::Received if step.restock == Some(true) && !still_listed(repositories, &request).await? => {
            return Err(Failure::Conflict(texts::returns::RESTOCK_GONE.into()));
        }
        _ => {}
    }
    let mails = mail_about(repositories, &settings.payments.public_url, &request, to, note).await?;
    let moved = ReturnMove {
        id,
        from: request.status,
        change: ReturnChange {
            status: to,
            at: DateTime::now(),
            note: note.to_owned(),
        },
        restock: (to == ReturnStatus::Received).then(|| step.restock.unwrap_or(false)),
        refund: None,
    };
    moves::advance(repositories, &moved, &mails, &settings.payments.public_url).await
}

/// Whether the phone (and the variant) `request` returns is still in the catalog.
async fn still_listed(repositories: &Repositories, request: &ReturnDocument) -> Result<bool, Failure> {
    let Some(phone) = repositories.products.find_by_id(request.product.id).await? else {
        return Ok(false);
    };
    Ok(request
        .product
        .variant_id
        .is_none_or(|variant| phone.variants.iter().any(|v| v.id == variant)))
}

/// Every return, or those in one status, newest first.
pub async fn list(repositories: &Repositories, status: Option<ReturnStatus>) -> Result<Vec<ReturnDocument>, Failure> {
    Ok(repositories.returns.list(status).await?)
}

/// The e-mail telling the customer that `request` is now `status`.
async fn mail_about(
    repositories: &Repositories,
    public_url: &str,
    request: &ReturnDocument,
    status: ReturnStatus,
    note: &str,
) -> Result<Vec<crate::documents::outbox::OutboxMessage>, Failure> {
    let to = order_mail::recipient(repositories, request.customer_id, public_url).await?;
    Ok(to
        .map(|to| {
            ReturnMail {
                to: to.email,
                customer_name: to.name,
                product_title: request.product.title.clone(),
                status,
                note: note.to_owned(),
                order_url: format!(
                    "{public_url}/auth/customer/my-orders/details/{}",
                    request.order_id.to_hex()
                ),
            }
            .message(&request.id.to_hex(), DateTime::now())
        })
        .into_iter()
        .collect())
}
