//! bKash's tokenized checkout (v1.2.0-beta): grant and refresh a token,
//! create a payment, execute it after the shopper authorised it, and query
//! it when an answer is lost; errors come as HTTP 200 with a `statusCode`
//! other than `0000`. Refunds go through bKash's v2 refund API, beside the
//! version in the base URL, whose status lists every refund of a payment;
//! its errors come as `{internalCode, externalCode, errorMessageEn}` (`refunds.rs`).

mod answers;
mod refunds;
mod time;

use super::{
    CreatedPayment, PaymentProvider, PaymentRequest, ProviderError, Refund, RefundAsk, SharedToken, TokenStore, Verdict,
};
use crate::config::BkashSettings;
use answers::{code, describe, fields};
use mongodb::bson::DateTime;
use serde::{Deserialize, de::DeserializeOwned};
use serde_json::{Value, json};
use shop_core::{Money, PaymentMethod};
use std::{sync::Arc, time::Duration};
use tokio::sync::Mutex;

/// A token lives an hour; bKash asks for a refresh before its 55th minute.
const TOKEN_MARGIN: Duration = Duration::from_secs(5 * 60);
/// The name the shared token is kept under.
const PROVIDER: &str = "bkash";
/// What the token lock allows beyond its calls' time-outs (a refresh, then a grant).
const TOKEN_LOCK_SLACK: Duration = Duration::from_secs(10);
/// How an instance waits for another one's new token: 50 looks, 200 ms apart.
const TOKEN_WAIT: (u32, Duration) = (50, Duration::from_millis(200));

/// Codes after which a payment can never complete: the shopper must pay again.
const DECLINED: [&str; 12] = [
    "2010", "2011", "2012", "2013", "2014", "2015", "2023", "2037", "2038", "2057", "2058", "2069",
];

/// An execute of a payment the shopper has not authorised (or cancelled).
const NOT_AUTHORISED: &str = "2056";

/// The bKash tokenized checkout API at the configured base URL.
pub struct BkashProvider {
    settings: BkashSettings,
    http: reqwest::Client,
    /// This instance's copy of the shared token; one caller at a time renews it.
    token: Mutex<Option<SharedToken>>,
    store: Arc<dyn TokenStore>,
}

#[derive(Deserialize)]
struct TokenAnswer {
    id_token: String,
    refresh_token: String,
    expires_in: u64,
}

fn later(at: DateTime, by: Duration) -> DateTime {
    DateTime::from_millis(
        at.timestamp_millis()
            .saturating_add(i64::try_from(by.as_millis()).unwrap_or(i64::MAX)),
    )
}

impl BkashProvider {
    pub fn new(settings: BkashSettings, store: Arc<dyn TokenStore>) -> Result<Self, ProviderError> {
        let http = reqwest::Client::builder()
            .timeout(settings.timeout)
            .build()
            .map_err(|e| ProviderError::unanswered(e.to_string()))?;
        Ok(BkashProvider {
            settings,
            http,
            token: Mutex::new(None),
            store,
        })
    }

    /// How long one instance may hold the token lock: longer than its
    /// slowest way to a token (a refresh that times out, then a grant).
    fn token_lock(&self) -> Duration {
        self.settings.timeout.saturating_mul(2).saturating_add(TOKEN_LOCK_SLACK)
    }

    fn url(&self, path: &str) -> String {
        format!("{}/tokenized/checkout/{path}", self.settings.base_url)
    }

    /// A live id_token (other than `rejected`, one bKash just refused): this
    /// instance's copy, else the one the instances share, else a new one got
    /// by whichever instance holds the store's lock, refreshed when possible
    /// and granted only when not (bKash limits token calls per hour).
    async fn id_token(&self, rejected: Option<&str>) -> Result<String, ProviderError> {
        let mut cached = self.token.lock().await;
        let usable = |t: &SharedToken| rejected != Some(t.id_token.as_str()) && DateTime::now() < t.refresh_at;
        if let Some(token) = cached.as_ref().filter(|t| usable(t)) {
            return Ok(token.id_token.clone());
        }
        let (looks, pause) = TOKEN_WAIT;
        for _ in 0..looks {
            let shared = self.store.load(PROVIDER).await?;
            if let Some(token) = shared.as_ref().filter(|t| usable(t)) {
                *cached = Some(token.clone());
                return Ok(token.id_token.clone());
            }
            let now = DateTime::now();
            if let Some(lock) = self.store.lock(PROVIDER, now, later(now, self.token_lock())).await? {
                // Another holder may have saved a token between the look above and this lock.
                let shared = self.store.load(PROVIDER).await?;
                if let Some(token) = shared.as_ref().filter(|t| usable(t)) {
                    let _ = self.store.unlock(PROVIDER, &lock).await;
                    *cached = Some(token.clone());
                    return Ok(token.id_token.clone());
                }
                let previous = shared.or_else(|| cached.clone());
                return match self.new_token(previous.as_ref()).await {
                    Ok((token, granted)) => {
                        // A holder whose lock ran out keeps its token for itself.
                        if !self.store.save(PROVIDER, &lock, &token, granted).await? {
                            tracing::warn!("the bKash token lock ran out before the token came; not shared");
                        }
                        *cached = Some(token.clone());
                        Ok(token.id_token)
                    }
                    Err(error) => {
                        let _ = self.store.unlock(PROVIDER, &lock).await;
                        Err(error)
                    }
                };
            }
            tokio::time::sleep(pause).await;
        }
        Err(ProviderError::unanswered(
            "another instance is still getting a bKash token",
        ))
    }

    /// A refreshed token when there is one to refresh, else a granted one
    /// (`true` when granted).
    async fn new_token(&self, previous: Option<&SharedToken>) -> Result<(SharedToken, bool), ProviderError> {
        let keys = json!({ "app_key": self.settings.app_key, "app_secret": self.settings.app_secret });
        if let Some(previous) = previous {
            let mut body = keys.clone();
            body["refresh_token"] = json!(previous.refresh_token);
            if let Ok(answer) = self.token_call("token/refresh", body).await {
                return Ok((shared(answer), false));
            }
        }
        Ok((shared(self.token_call("token/grant", keys).await?), true))
    }

    async fn token_call(&self, path: &str, body: Value) -> Result<TokenAnswer, ProviderError> {
        let answer = self
            .http
            .post(self.url(path))
            .header("username", &self.settings.username)
            .header("password", &self.settings.password)
            .header("accept", "application/json")
            .json(&body)
            .send()
            .await
            .map_err(|e| unanswered(path, e))?;
        let value: Value = answer.json().await.map_err(|e| unanswered(path, e))?;
        checked(path, &value)?;
        serde_json::from_value(value).map_err(|e| unanswered(path, e))
    }

    /// One authorised call of the checkout API.
    async fn call(&self, path: &str, body: &Value) -> Result<Value, ProviderError> {
        self.call_at(path, self.url(path), body).await
    }

    /// One authorised call to `url`; a 401 (token ended early) gets a new token once.
    async fn call_at(&self, path: &str, url: String, body: &Value) -> Result<Value, ProviderError> {
        let mut rejected: Option<String> = None;
        loop {
            let token = self.id_token(rejected.as_deref()).await?;
            let answer = self
                .http
                .post(&url)
                .header("authorization", token.as_str())
                .header("x-app-key", &self.settings.app_key)
                .header("accept", "application/json")
                .json(body)
                .send()
                .await
                .map_err(|e| unanswered(path, e))?;
            if answer.status() == reqwest::StatusCode::UNAUTHORIZED && rejected.is_none() {
                rejected = Some(token);
                continue;
            }
            // A server error proves nothing, whatever its body says: the call may have taken effect.
            if answer.status().is_server_error() {
                return Err(unanswered(path, format!("HTTP {}", answer.status())));
            }
            return answer.json().await.map_err(|e| unanswered(path, e));
        }
    }

    /// The payment's final state after an execute; none yet (the execute may
    /// still land) is no usable answer.
    async fn final_status(&self, payment_id: &str, after: &str) -> Result<Verdict, ProviderError> {
        match self.query(payment_id).await? {
            Verdict::Pending | Verdict::Authorised => Err(ProviderError::unanswered(format!(
                "{after}; bKash has no final status yet"
            ))),
            decided => Ok(decided),
        }
    }

    async fn query(&self, payment_id: &str) -> Result<Verdict, ProviderError> {
        let answer = self.call("payment/status", &json!({ "paymentID": payment_id })).await?;
        checked("payment/status", &answer)?;
        verdict(&answer)
    }
}

/// A token answer as the instances share it, to be refreshed before its end.
fn shared(answer: TokenAnswer) -> SharedToken {
    let lifetime = Duration::from_secs(answer.expires_in).saturating_sub(TOKEN_MARGIN);
    SharedToken {
        id_token: answer.id_token,
        refresh_token: answer.refresh_token,
        refresh_at: later(DateTime::now(), lifetime),
    }
}

fn unanswered(path: &str, error: impl std::fmt::Display) -> ProviderError {
    ProviderError::unanswered(format!("{path}: {error}"))
}

/// The answer's `statusCode`: `0000` passes, another code is bKash's
/// refusal, and an answer without one (a gateway's error) decided nothing.
fn checked(path: &str, answer: &Value) -> Result<(), ProviderError> {
    match code(answer) {
        Some("0000") => Ok(()),
        Some(_) => Err(ProviderError::Refused(format!("{path}: {}", describe(answer)))),
        None => Err(unanswered(path, describe(answer))),
    }
}

fn field<T: DeserializeOwned>(answer: &Value, keys: &[&str]) -> Option<T> {
    keys.iter()
        .find_map(|key| serde_json::from_value(answer[*key].clone()).ok())
}

/// A payment's state from an execute or query answer. Only `Completed` with a
/// transaction id and a readable amount counts as money taken.
fn verdict(answer: &Value) -> Result<Verdict, ProviderError> {
    let status: String = field(answer, &["transactionStatus"]).unwrap_or_default();
    match status.as_str() {
        "Completed" => {
            let amount: String = field(answer, &["amount"]).unwrap_or_default();
            let amount = Money::parse_tk(&amount).map_err(|_| {
                ProviderError::unanswered(format!("unreadable amount '{amount}' in {}", fields(answer)))
            })?;
            let trx_id: String = field(answer, &["trxID"]).ok_or_else(|| {
                ProviderError::unanswered(format!("a completed payment without trxID: {}", fields(answer)))
            })?;
            let invoice = field(answer, &["merchantInvoiceNumber", "merchantInvoice"]).unwrap_or_default();
            Ok(Verdict::Completed {
                trx_id,
                amount,
                invoice,
                paid_with: None,
                risk: None,
            })
        }
        "Failed" | "Cancelled" | "Expired" | "Declined" => Ok(Verdict::Declined {
            reason: format!("bKash: the payment {}", status.to_lowercase()),
        }),
        // The shopper passed wallet, OTP and PIN: bKash waits for the execute.
        "Initiated" if field::<String>(answer, &["verificationStatus"]).as_deref() == Some("Complete") => {
            Ok(Verdict::Authorised)
        }
        _ => Ok(Verdict::Pending),
    }
}

#[async_trait::async_trait]
impl PaymentProvider for BkashProvider {
    fn name(&self) -> &'static str {
        PROVIDER
    }

    fn label(&self) -> &'static str {
        "bKash"
    }

    fn methods(&self) -> &'static [PaymentMethod] {
        &[PaymentMethod::Bkash]
    }

    async fn create(&self, request: &PaymentRequest) -> Result<CreatedPayment, ProviderError> {
        let body = json!({
            "mode": "0011",
            "payerReference": request.invoice,
            "callbackURL": format!("{}/callback", request.return_base),
            "amount": request.amount.to_tk_text(),
            "currency": "BDT",
            "intent": "sale",
            "merchantInvoiceNumber": request.invoice,
        });
        let answer = self.call("create", &body).await?;
        checked("create", &answer)?;
        let payment_id = field(&answer, &["paymentID"]);
        let redirect_url = field(&answer, &["bkashURL"]);
        match (payment_id, redirect_url) {
            (Some(payment_id), Some(redirect_url)) => Ok(CreatedPayment {
                payment_id,
                redirect_url,
            }),
            _ => Err(ProviderError::unanswered(format!(
                "create: no paymentID or bkashURL in {}",
                fields(&answer)
            ))),
        }
    }

    async fn settle(&self, payment_id: &str) -> Result<Verdict, ProviderError> {
        let executed = self.call("execute", &json!({ "paymentID": payment_id })).await;
        let answer = match executed {
            Ok(answer) => answer,
            // The answer was lost: the money may or may not be taken, and the
            // execute may still reach bKash. Only a final status decides.
            Err(lost) => return self.final_status(payment_id, &format!("execute: {lost}")).await,
        };
        match code(&answer) {
            Some("0000") => match verdict(&answer)? {
                Verdict::Pending | Verdict::Authorised => self.final_status(payment_id, "execute").await,
                decided => Ok(decided),
            },
            Some(code) if DECLINED.contains(&code) => Ok(Verdict::Declined {
                reason: describe(&answer),
            }),
            // Not authorised: this execute took nothing, whatever the record
            // says now; authorised meanwhile, it stays held for the next try.
            Some(NOT_AUTHORISED) => match self.query(payment_id).await {
                Ok(Verdict::Authorised) => Err(ProviderError::unanswered(
                    "execute: refused before bKash saw the authorisation; trying again",
                )),
                answer => Ok(answer.unwrap_or(Verdict::Pending)),
            },
            // Already executed (2117, 2062), or an answer without a code: the
            // provider's record decides.
            _ => self.final_status(payment_id, "execute").await,
        }
    }

    async fn status(&self, payment_id: &str) -> Result<Verdict, ProviderError> {
        self.query(payment_id).await
    }

    async fn refund(&self, ask: &RefundAsk<'_>) -> Result<Refund, ProviderError> {
        self.refund_v2(ask.payment_id, ask.trx_id, ask.amount, ask.reason).await
    }

    async fn refunds(&self, payment_id: &str, trx_id: &str) -> Result<Vec<Refund>, ProviderError> {
        self.refunds_v2(payment_id, trx_id).await
    }
}
