//! Per-client-address rate limiting for sign-in and sign-up, on `governor`
//! (a keyed GCRA limiter), so guessing passwords is slow.

use crate::error::ApiError;
use actix_web::{
    Error, ResponseError,
    body::{BoxBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::{net::IpAddr, num::NonZeroU32, sync::Arc};

/// Attempts a client address may make in a burst, refilled one every `per_seconds`.
#[derive(Clone)]
pub struct CredentialLimiter(Arc<DefaultKeyedRateLimiter<IpAddr>>);

impl CredentialLimiter {
    pub fn new(burst: u32, per_seconds: u64) -> Self {
        let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
        let period = std::time::Duration::from_secs(per_seconds.max(1));
        let quota = Quota::with_period(period)
            .unwrap_or_else(|| Quota::per_minute(NonZeroU32::MIN))
            .allow_burst(burst);
        CredentialLimiter(Arc::new(RateLimiter::keyed(quota)))
    }

    fn allows(&self, address: IpAddr) -> bool {
        self.0.check_key(&address).is_ok()
    }

    /// Forgets addresses that are back to a full budget (call now and then).
    pub fn shrink(&self) {
        self.0.retain_recent();
    }
}

/// Middleware body: refuses with 429 `{message}` once an address is over budget.
pub async fn limit(
    limiter: CredentialLimiter,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let address = req.peer_addr().map(|a| a.ip());
    if let Some(address) = address
        && !limiter.allows(address)
    {
        let error = ApiError::TooManyRequests("Too many attempts. Please wait a minute and try again.".into());
        return Ok(req.into_response(error.error_response()));
    }
    Ok(next.call(req).await?.map_into_boxed_body())
}
