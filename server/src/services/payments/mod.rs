//! Taking a checkout's money through the provider: sending the shopper to
//! pay, trusting a callback only once the provider confirms it, asking the
//! provider when a callback is lost, holding a checkout while the provider
//! may still take its money, giving back money that arrived after its
//! checkout lapsed, and letting unpaid checkouts lapse so their stock returns
//! exactly once (whichever instance gets there first).

mod advance;
mod flights;
mod job;
mod late;
mod lost_refunds;
mod moves;
mod notices;
pub mod refunds;
pub mod review;
mod settle;
mod start;

pub use job::{JobPass, run_due};
pub use lost_refunds::made_before;
pub use notices::notice;
pub use settle::{callback, check};
pub use start::start;

use crate::texts;
use crate::{
    config::PaymentSettings,
    documents::{checkout::CheckoutDocument, order::OrderDocument},
    failure::Failure,
    payments::{BkashProvider, Provider, ProviderError, SslcommerzProvider, TokenStore},
    repository::Repositories,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Money, PaymentError, PaymentMethod};
use std::{sync::Arc, time::Duration};

/// Checkouts one pass of the job looks at, per kind of work.
const BATCH: i64 = 50;
/// What a claim allows beyond its work's budget.
const LEASE_SLACK: Duration = Duration::from_secs(10);
/// A claimed piece of work's budget, in provider time-outs: two calls, each
/// with a token's refresh and grant and a retry after a 401 at worst.
const CALLS_IN_BUDGET: u32 = 6;
/// "Check again" asks the provider about one checkout at most this often,
/// however often it is pressed (callbacks are not held back: each is answered
/// by an ask that started after it came, see [`flights`]).
const ASK_GAP: Duration = Duration::from_secs(5);
/// The first wait after a check that got no usable answer; it doubles with
/// each failure in a row, up to [`MAX_BACK_OFF`].
const FIRST_BACK_OFF: Duration = Duration::from_secs(15);
const MAX_BACK_OFF: Duration = Duration::from_secs(15 * 60);

/// The payment side of the shop: the providers it was configured with.
#[derive(Clone)]
pub struct PaymentDesk {
    providers: Vec<Provider>,
    settings: PaymentSettings,
    /// This instance's asks about provider payments, one at a time each.
    flights: Arc<flights::Flights>,
}

impl PaymentDesk {
    pub fn new(providers: Vec<Provider>, settings: PaymentSettings) -> Self {
        PaymentDesk {
            providers,
            settings,
            flights: Arc::default(),
        }
    }

    /// bKash when its five settings are set (its token shared through
    /// `tokens`), SSLCommerz when its three are; cash on delivery only otherwise.
    pub fn from_settings(settings: &PaymentSettings, tokens: Arc<dyn TokenStore>) -> Result<Self, ProviderError> {
        let mut providers: Vec<Provider> = Vec::new();
        if let Some(bkash) = &settings.bkash {
            providers.push(Arc::new(BkashProvider::new(bkash.clone(), tokens)?));
        }
        if let Some(sslcommerz) = &settings.sslcommerz {
            providers.push(Arc::new(SslcommerzProvider::new(sslcommerz.clone())?));
        }
        Ok(PaymentDesk::new(providers, settings.clone()))
    }

    pub fn settings(&self) -> &PaymentSettings {
        &self.settings
    }

    /// The methods checkout offers now: cash, and those a configured provider settles.
    pub fn offered(&self) -> Vec<PaymentMethod> {
        PaymentMethod::ALL
            .into_iter()
            .filter(|m| m.paid_on_delivery() || self.serving(*m).is_some())
            .collect()
    }

    /// Refuses a method checkout does not offer (one whose provider is not set up).
    pub fn check_offered(&self, method: PaymentMethod) -> Result<(), Failure> {
        if self.offered().contains(&method) {
            Ok(())
        } else {
            Err(PaymentError::NotOffered(method).into())
        }
    }

    /// Refuses an amount `method`'s provider takes in no single payment.
    pub fn check_amount(&self, method: PaymentMethod, amount: Money) -> Result<(), Failure> {
        match self.serving(method).and_then(|p| p.amounts()) {
            Some((least, most)) if amount < least || amount > most => Err(Failure::Conflict(
                shop_core::Text::new(texts::payments::AMOUNT_OUT_OF_RANGE)
                    .text("method", method.text())
                    .money("min", least)
                    .money("max", most),
            )),
            _ => Ok(()),
        }
    }

    /// When a checkout placed at `now` lapses if it is still unpaid.
    pub fn deadline_from(&self, now: DateTime) -> DateTime {
        later(now, self.settings.expiry)
    }

    fn serving(&self, method: PaymentMethod) -> Option<&Provider> {
        self.providers.iter().find(|p| p.methods().contains(&method))
    }

    /// The provider that takes (and gives back) `method`'s money.
    pub fn provider_for(&self, method: PaymentMethod) -> Result<&Provider, Failure> {
        self.serving(method)
            .ok_or_else(|| Failure::Conflict(texts::payments::NOT_SET_UP.into()))
    }

    /// The provider named `name` in the shop's paths (`bkash`, `sslcommerz`).
    pub fn provider_named(&self, name: &str) -> Result<&Provider, Failure> {
        self.providers
            .iter()
            .find(|p| p.name() == name)
            .ok_or_else(|| Failure::NotFound(texts::payments::NOT_SET_UP.into()))
    }

    /// The provider that created `payment_id` of `checkout`: it alone is asked about it.
    pub(crate) async fn provider_of(
        &self,
        repositories: &Repositories,
        checkout: &CheckoutDocument,
        payment_id: &str,
    ) -> Result<&Provider, Failure> {
        let current = checkout
            .payment
            .as_ref()
            .and_then(|p| p.provider.as_ref())
            .filter(|p| p.payment_id == payment_id)
            .map(|p| p.provider.clone());
        let name = match current {
            Some(name) => name,
            None => repositories
                .provider_payments
                .find(payment_id)
                .await?
                .map_or_else(crate::documents::checkout::first_provider, |kept| kept.provider),
        };
        self.providers
            .iter()
            .find(|p| p.name() == name)
            .ok_or_else(|| Failure::Conflict(texts::payments::NOT_SET_UP.into()))
    }

    /// The method an advance is asked with: the first online one the shop
    /// takes in one payment (the customer may pay by any other); none when
    /// the shop takes no money online.
    pub fn advance_method(&self) -> Option<PaymentMethod> {
        self.offered()
            .into_iter()
            .find(|m| !m.paid_on_delivery() && !m.in_instalments())
    }

    /// Whether any provider is set up (else only cash is taken).
    pub fn takes_online(&self) -> bool {
        !self.providers.is_empty()
    }

    /// The longest a claimed piece of work may spend with the provider: two
    /// calls (an execute then a query, or a refund list then a refund), each
    /// of which may first wait for a token and meet one 401. Work that takes
    /// longer is cut off as unanswered ([`PaymentDesk::within_budget`]).
    fn budget(&self) -> Duration {
        let bkash = self.settings.bkash.as_ref().map(|b| b.timeout);
        let sslcommerz = self.settings.sslcommerz.as_ref().map(|s| s.timeout);
        let timeout = bkash.max(sslcommerz).unwrap_or(crate::config::BKASH_TIMEOUT);
        timeout.saturating_mul(CALLS_IN_BUDGET)
    }

    /// How long one instance's claim on a checkout (or a refund) lasts:
    /// longer than its work with the provider can take, so no other try
    /// starts while this one's calls may still be under way.
    fn lease(&self) -> Duration {
        self.budget().saturating_add(LEASE_SLACK)
    }

    /// `work` with the provider, cut off as unanswered once it has taken the
    /// whole budget, before the claim it runs under can end.
    pub(crate) async fn within_budget<T>(
        &self,
        work: impl std::future::Future<Output = Result<T, ProviderError>>,
    ) -> Result<T, ProviderError> {
        tokio::time::timeout(self.budget(), work)
            .await
            .unwrap_or_else(|_| Err(ProviderError::unanswered("took longer than its claim allows")))
    }
}

fn later(at: DateTime, by: Duration) -> DateTime {
    DateTime::from_millis(
        at.timestamp_millis()
            .saturating_add(i64::try_from(by.as_millis()).unwrap_or(i64::MAX)),
    )
}

fn earlier(at: DateTime, by: Duration) -> DateTime {
    DateTime::from_millis(
        at.timestamp_millis()
            .saturating_sub(i64::try_from(by.as_millis()).unwrap_or(i64::MAX)),
    )
}

/// Refund tries started before this at `now` have run out of time: a new try may start.
pub fn refund_lease_start(desk: &PaymentDesk, now: DateTime) -> DateTime {
    earlier(now, desk.lease())
}

/// When a refund try started at `now` has run out of time.
pub fn refund_lease_end(desk: &PaymentDesk, now: DateTime) -> DateTime {
    later(now, desk.lease())
}

/// When to ask again after `failures` checks in a row got no usable answer.
fn next_try(now: DateTime, failures: i32) -> DateTime {
    let doublings = u32::try_from(failures.clamp(0, 16)).unwrap_or(0);
    later(now, FIRST_BACK_OFF.saturating_mul(1 << doublings).min(MAX_BACK_OFF))
}

/// When the payment job should next look at a checkout that still holds
/// its stock and has no claim on it: at its deadline, or sooner for the
/// lost-callback check of a provider payment the shopper was sent to.
fn next_look(desk: &PaymentDesk, checkout: &CheckoutDocument, now: DateTime) -> Option<DateTime> {
    let payment = checkout.payment.as_ref()?;
    let deadline = payment.deadline?;
    let check = later(now, desk.settings.reconcile_after);
    Some(
        if payment.status.is_awaiting() && payment.provider.is_some() && check < deadline {
            check
        } else {
            deadline
        },
    )
}

/// A checkout and its orders; with `owner`, only if that customer placed it.
pub async fn details(
    repositories: &Repositories,
    checkout_id: ObjectId,
    owner: Option<ObjectId>,
) -> Result<(CheckoutDocument, Vec<OrderDocument>), Failure> {
    let checkout = repositories
        .orders
        .checkout_of(checkout_id, owner)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let orders = repositories.orders.orders_of(&checkout).await?;
    Ok((checkout, orders))
}
