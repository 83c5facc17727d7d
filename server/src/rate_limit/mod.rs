//! Limits on guessing: sign-in and sign-up attempts per client address (a
//! keyed GCRA limiter from `governor`, loose enough for a carrier-grade NAT's
//! crowd), failed sign-ins per account and per address, and password changes
//! per account. Every map is bounded or shrunk, so a flood cannot grow memory.

mod client_address;
mod codes;
mod failures;

pub use client_address::{client_address, limit_key, wider_keys};
pub use codes::{CodeLimits, DEVICE_HEADER};
pub use failures::FailureLimit;

use crate::failure::Failure;
use crate::{
    config::{PAYMENT_CALL_REFILL, Settings},
    error::ApiError,
};
use actix_web::{
    Error, HttpRequest, ResponseError,
    body::{BoxBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
    web,
};
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};
use ipnet::IpNet;
use mongodb::bson::oid::ObjectId;
use std::{net::IpAddr, num::NonZeroU32, time::Duration};

/// Keys each failure map remembers at most.
const FAILURE_KEYS: usize = 100_000;

/// The account-wide cap on wrong passwords, as a multiple of the per-address one.
const ACCOUNT_WIDE_FACTOR: u32 = 10;

/// The shop's limits, shared by every worker.
pub struct Limits {
    attempts: DefaultKeyedRateLimiter<IpAddr>,
    /// The same per IPv6 /48 and /32 (keyed by the network), with wider budgets.
    attempts_by_site: DefaultKeyedRateLimiter<IpAddr>,
    attempts_by_block: DefaultKeyedRateLimiter<IpAddr>,
    password_changes: DefaultKeyedRateLimiter<ObjectId>,
    /// Confirmation e-mails an account may ask for: 3, then one every 10 minutes.
    confirmation_mails: DefaultKeyedRateLimiter<ObjectId>,
    /// Confirmation e-mails sent an hour for one client address, and for this instance.
    confirmation_mails_here: DefaultKeyedRateLimiter<IpAddr>,
    confirmation_mails_sent: DefaultDirectRateLimiter,
    /// Password-reset links asked for from one client address.
    reset_asks_here: DefaultKeyedRateLimiter<IpAddr>,
    /// Calls of the payment routes per account and per address.
    payment_calls_by_account: DefaultKeyedRateLimiter<ObjectId>,
    payment_calls_by_address: DefaultKeyedRateLimiter<IpAddr>,
    /// Coupon codes tried (a summary or a checkout with a code) per account and per address.
    coupon_tries_by_account: DefaultKeyedRateLimiter<ObjectId>,
    coupon_tries_by_address: DefaultKeyedRateLimiter<IpAddr>,
    /// Wrong passwords for one account from one address: the strict limit.
    account_address_failures: FailureLimit<(String, Option<IpAddr>)>,
    /// Wrong passwords for one account from anywhere: a looser cap, so that
    /// one address cannot lock the account for everyone else.
    account_failures: FailureLimit<String>,
    address_failures: FailureLimit<IpAddr>,
    trusted_proxies: Vec<IpNet>,
    /// SMS codes asked for per address and per device.
    pub codes: CodeLimits,
}

fn quota(burst: u32, every: Duration) -> Quota {
    Quota::with_period(every.max(Duration::from_millis(1)))
        .unwrap_or_else(|| Quota::per_minute(NonZeroU32::MIN))
        .allow_burst(NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN))
}

/// `count` at once, refilled to `count` an hour.
fn per_hour(count: u32) -> Quota {
    quota(count, Duration::from_secs(3600) / count.max(1))
}

/// Coupon codes one account may try at once, then one per this long; an
/// address (many shoppers behind a carrier's NAT) more, refilled faster.
const COUPON_TRIES: (u32, Duration) = (20, Duration::from_secs(30));
const COUPON_TRIES_HERE: (u32, Duration) = (200, Duration::from_secs(3));

/// Password-reset links one client address may ask for in an hour (a
/// carrier's NAT puts many shoppers behind one; each account has its own
/// budget in the database besides).
pub const RESET_ASKS_PER_ADDRESS: u32 = 10;

/// How many single addresses' budgets an IPv6 /48 and /32 get.
const SITE: u32 = 8;
const BLOCK: u32 = 64;

/// The attempt quota of a network `factor` addresses wide.
fn wider(settings: &Settings, factor: u32) -> Quota {
    quota(
        settings.credential_burst.saturating_mul(factor),
        settings.credential_refill / factor,
    )
}

fn too_many() -> ApiError {
    ApiError(Failure::Limited(crate::texts::shop::TOO_MANY_ATTEMPTS.into()))
}

impl Limits {
    pub fn new(settings: &Settings) -> Self {
        Limits {
            attempts: RateLimiter::keyed(quota(settings.credential_burst, settings.credential_refill)),
            attempts_by_site: RateLimiter::keyed(wider(settings, SITE)),
            attempts_by_block: RateLimiter::keyed(wider(settings, BLOCK)),
            password_changes: RateLimiter::keyed(quota(settings.password_changes, Duration::from_secs(60))),
            confirmation_mails: RateLimiter::keyed(quota(3, Duration::from_secs(600))),
            confirmation_mails_here: RateLimiter::keyed(per_hour(settings.confirmation_mails.per_address)),
            confirmation_mails_sent: RateLimiter::direct(per_hour(settings.confirmation_mails.per_instance)),
            reset_asks_here: RateLimiter::keyed(per_hour(RESET_ASKS_PER_ADDRESS)),
            payment_calls_by_account: RateLimiter::keyed(quota(settings.payment_calls, PAYMENT_CALL_REFILL)),
            payment_calls_by_address: RateLimiter::keyed(quota(settings.payment_calls, PAYMENT_CALL_REFILL)),
            coupon_tries_by_account: RateLimiter::keyed(quota(COUPON_TRIES.0, COUPON_TRIES.1)),
            coupon_tries_by_address: RateLimiter::keyed(quota(COUPON_TRIES_HERE.0, COUPON_TRIES_HERE.1)),
            account_address_failures: FailureLimit::new(
                settings.account_failures,
                settings.failure_window,
                FAILURE_KEYS,
            ),
            account_failures: FailureLimit::new(
                settings.account_failures.saturating_mul(ACCOUNT_WIDE_FACTOR),
                settings.failure_window,
                FAILURE_KEYS,
            ),
            address_failures: FailureLimit::new(settings.address_failures, settings.failure_window, FAILURE_KEYS),
            trusted_proxies: settings.trusted_proxies.clone(),
            codes: CodeLimits::new(),
        }
    }

    /// The limit key of the client behind `req` (see [`client_address`]).
    pub fn address_of(&self, req: &HttpRequest) -> Option<IpAddr> {
        client_address(req, &self.trusted_proxies).map(limit_key)
    }

    /// Counts a sign-in attempt as a failure in advance, or refuses it when
    /// the account (from this address, or from anywhere) or the address has
    /// used up its failures. Call [`Limits::sign_in_succeeded`] when the password was right.
    pub fn begin_sign_in(&self, address: Option<IpAddr>, email: &str) -> Result<(), ApiError> {
        let pair = (email.to_owned(), address);
        if !self.account_address_failures.try_attempt(pair.clone()) {
            return Err(too_many());
        }
        if !self.account_failures.try_attempt(email.to_owned()) {
            self.account_address_failures.forgive(&pair);
            return Err(too_many());
        }
        if let Some(address) = address
            && !self.address_failures.try_attempt(address)
        {
            self.account_address_failures.forgive(&pair);
            self.account_failures.forgive(&email.to_owned());
            return Err(too_many());
        }
        Ok(())
    }

    /// Takes back the failure [`Limits::begin_sign_in`] counted: the password was right.
    pub fn sign_in_succeeded(&self, address: Option<IpAddr>, email: &str) {
        self.account_address_failures.forgive(&(email.to_owned(), address));
        self.account_failures.forgive(&email.to_owned());
        if let Some(address) = address {
            self.address_failures.forgive(&address);
        }
    }

    /// Refuses an address that has made too many failed attempts (sign-ups of taken emails count).
    pub fn check_address(&self, address: Option<IpAddr>) -> Result<(), ApiError> {
        match address {
            Some(address) if self.address_failures.blocks(&address) => Err(too_many()),
            _ => Ok(()),
        }
    }

    /// Counts a sign-up that named an existing email: it tells which emails exist.
    pub fn sign_up_conflicted(&self, address: Option<IpAddr>) {
        if let Some(address) = address {
            self.address_failures.record(address);
        }
    }

    /// Takes one of the account's password changes, or refuses.
    pub fn check_password_change(&self, user: ObjectId) -> Result<(), ApiError> {
        self.password_changes.check_key(&user).map_err(|_| too_many())
    }

    /// Takes one call of a payment route from the account's budget (when
    /// signed in) and the client address's, or refuses.
    pub fn check_payment_call(&self, req: &HttpRequest, account: Option<ObjectId>) -> Result<(), ApiError> {
        if let Some(account) = account {
            self.payment_calls_by_account
                .check_key(&account)
                .map_err(|_| too_many())?;
        }
        match self.address_of(req) {
            Some(address) => self
                .payment_calls_by_address
                .check_key(&address)
                .map_err(|_| too_many()),
            None => Ok(()),
        }
    }

    /// Takes one coupon try of the account and of the address, or refuses:
    /// codes cannot be guessed by looping the summary or the checkout.
    pub fn check_coupon_try(&self, req: &HttpRequest, account: ObjectId) -> Result<(), ApiError> {
        self.coupon_tries_by_account
            .check_key(&account)
            .map_err(|_| too_many())?;
        match self.address_of(req) {
            Some(address) => self.coupon_tries_by_address.check_key(&address).map_err(|_| too_many()),
            None => Ok(()),
        }
    }

    /// Takes one of the account's confirmation e-mails, or refuses.
    pub fn check_confirmation_mail(&self, user: ObjectId) -> Result<(), ApiError> {
        self.confirmation_mails.check_key(&user).map_err(|_| too_many())
    }

    /// Takes one confirmation e-mail from the client address's budget and
    /// the instance's, or says there is none left (the e-mail is not sent).
    pub fn allows_confirmation_mail(&self, address: Option<IpAddr>) -> bool {
        let here = address.is_none_or(|address| self.confirmation_mails_here.check_key(&address).is_ok());
        here && self.confirmation_mails_sent.check().is_ok()
    }

    /// Takes one password-reset ask from the client address's budget, or refuses.
    pub fn check_reset_ask(&self, address: Option<IpAddr>) -> Result<(), ApiError> {
        match address {
            Some(address) if self.reset_asks_here.check_key(&address).is_err() => Err(too_many()),
            _ => Ok(()),
        }
    }

    /// Takes one attempt from the address's budget, or says there is none left.
    pub fn allows_attempt(&self, address: IpAddr) -> bool {
        if self.attempts.check_key(&address).is_err() {
            return false;
        }
        wider_keys(address).into_iter().all(|(network, factor)| {
            let limiter = if factor == SITE {
                &self.attempts_by_site
            } else {
                &self.attempts_by_block
            };
            limiter.check_key(&network).is_ok()
        })
    }

    /// Forgets keys that are back to a full budget.
    pub fn shrink(&self) {
        self.attempts.retain_recent();
        self.attempts.shrink_to_fit();
        self.attempts_by_site.retain_recent();
        self.attempts_by_site.shrink_to_fit();
        self.attempts_by_block.retain_recent();
        self.attempts_by_block.shrink_to_fit();
        self.password_changes.retain_recent();
        self.password_changes.shrink_to_fit();
        self.confirmation_mails.retain_recent();
        self.confirmation_mails.shrink_to_fit();
        self.reset_asks_here.retain_recent();
        self.reset_asks_here.shrink_to_fit();
        self.confirmation_mails_here.retain_recent();
        self.confirmation_mails_here.shrink_to_fit();
        self.payment_calls_by_account.retain_recent();
        self.payment_calls_by_account.shrink_to_fit();
        self.payment_calls_by_address.retain_recent();
        self.payment_calls_by_address.shrink_to_fit();
        self.coupon_tries_by_account.retain_recent();
        self.coupon_tries_by_account.shrink_to_fit();
        self.coupon_tries_by_address.retain_recent();
        self.coupon_tries_by_address.shrink_to_fit();
        self.codes.shrink();
    }

    /// How many keys the attempt limiter holds.
    pub fn attempt_keys(&self) -> usize {
        self.attempts.len()
    }
}

/// Shrinks the limiters forever; run it with `tokio::spawn`.
pub async fn shrink_every(limits: web::Data<Limits>, every: Duration) {
    loop {
        tokio::time::sleep(every).await;
        limits.shrink();
    }
}

/// Middleware body: refuses with 429 `{message}` once an address is over its attempt budget.
pub async fn limit(
    limits: web::Data<Limits>,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    if let Some(address) = limits.address_of(req.request())
        && !limits.allows_attempt(address)
    {
        return Ok(req.into_response(too_many().error_response()));
    }
    Ok(next.call(req).await?.map_into_boxed_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_ipv6_addresses_of_one_site_share_its_budget() {
        let settings = Settings {
            credential_burst: 2,
            credential_refill: Duration::from_secs(3600),
            ..Settings::default()
        };
        let limits = Limits::new(&settings);
        // A /48 holds 65,536 /64s: each new one has its own budget of 2, the site 16.
        let allowed = (0..40u16)
            .filter(|n| {
                let address: IpAddr = format!("2001:db8:42:{n:x}::1").parse().expect("address");
                limits.allows_attempt(limit_key(address)) && limits.allows_attempt(limit_key(address))
            })
            .count();
        assert_eq!(allowed, 8, "the site's budget of 16 attempts lets 8 /64s try twice");
        let elsewhere: IpAddr = "2001:db8:43::1".parse().expect("address");
        assert!(
            limits.allows_attempt(limit_key(elsewhere)),
            "another site of the block still may"
        );
        let v4: IpAddr = "203.0.113.5".parse().expect("address");
        assert!(limits.allows_attempt(v4));
    }
}
