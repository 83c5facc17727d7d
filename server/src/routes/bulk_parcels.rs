//! Booking many parcels with the courier at once: each checkout with the
//! IMEIs packed for its orders, one call, each parcel ending on its own.

use crate::{
    auth::extract::AdminBody,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::parcel::{BulkAnswer, BulkResultAnswer, ParcelAnswer},
    services::shipping::{self, Booked, BulkParcel, Packing, ShippingDesk},
};
use actix_web::{HttpResponse, post, web};
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(book_many);
}

/// The IMEIs of one order of a parcel.
#[derive(Deserialize, utoipa::ToSchema)]
struct BulkPacking {
    order_id: String,
    handsets: Vec<Vec<String>>,
}

/// One checkout's parcel.
#[derive(Deserialize, utoipa::ToSchema)]
struct BulkParcelBody {
    checkout_id: String,
    packing: Vec<BulkPacking>,
}

#[derive(Deserialize, utoipa::ToSchema)]
struct BulkBody {
    /// At most the courier's batch (Steadfast: 500).
    parcels: Vec<BulkParcelBody>,
}

/// Book many parcels at once
///
/// `{parcels: [{checkout_id, packing: [{order_id, handsets}]}]}` → each parcel's outcome in order:
/// booked (or sent, its answer awaited) or refused with why. 400 past the courier's batch.
#[utoipa::path(
    operation_id = "admin_parcels_bulk",
    request_body = BulkBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "Each parcel's outcome", body = BulkAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/parcels/bulk")]
#[tracing::instrument(skip_all)]
pub(super) async fn book_many(
    repositories: web::Data<Repositories>,
    desk: web::Data<ShippingDesk>,
    request: AdminBody<BulkBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let parcels = body
        .parcels
        .into_iter()
        .map(|parcel| {
            Ok(BulkParcel {
                checkout_id: parse_id(&parcel.checkout_id, "checkout_id")?,
                packing: parcel
                    .packing
                    .into_iter()
                    .map(|p| {
                        Ok(Packing {
                            order_id: parse_id(&p.order_id, "order_id")?,
                            handsets: p.handsets,
                        })
                    })
                    .collect::<Result<_, ApiError>>()?,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    let outcomes = shipping::book_many(&repositories, &desk, &parcels).await?;
    let results = outcomes
        .into_iter()
        .map(|outcome| {
            let (parcel, refusal) = match outcome.result {
                Ok(Booked::Booked(parcel) | Booked::Awaiting(parcel)) => (Some(ParcelAnswer::from(parcel)), None),
                Err(failure) => (None, Some(failure.text().into())),
            };
            BulkResultAnswer {
                checkout_id: outcome.checkout_id.to_hex(),
                parcel,
                refusal,
            }
        })
        .collect();
    Ok(HttpResponse::Ok().json(BulkAnswer { results }))
}
