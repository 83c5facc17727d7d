//! The SSLCommerz gateway (API v4) for cards, Nagad, Rocket and card EMI:
//! a session for the shopper's page, the transaction query by the shop's
//! `tran_id` (every attempt of it), the validation API for the paid one,
//! refunds keyed by the shop's `refund_trans_id`, and the IPN's signature.
//! The shop's `tran_id` is the payment id; the bank's `bank_tran_id` is the
//! transaction refunds go through.

mod answers;
mod sign;

use super::{CreatedPayment, PaymentProvider, PaymentRequest, ProviderError, Refund, RefundAsk, Verdict};
use crate::config::SslcommerzSettings;
use answers::{Attempts, connected, text};
use rand::Rng;
use serde_json::Value;
use shop_core::PaymentMethod;

const INIT: &str = "gwprocess/v4/api.php";
const VALIDATION: &str = "validator/api/validationserverAPI.php";
/// The transaction query, refunds and the refund query share one path.
const MERCHANT: &str = "validator/api/merchantTransIDvalidationAPI.php";
/// The gateway's choices for the card methods.
const CARDS: &str = "visacard,mastercard,amexcard";

/// An SSLCommerz store at the configured base URL.
pub struct SslcommerzProvider {
    settings: SslcommerzSettings,
    http: reqwest::Client,
}

impl SslcommerzProvider {
    pub fn new(settings: SslcommerzSettings) -> Result<Self, ProviderError> {
        let http = reqwest::Client::builder()
            .timeout(settings.timeout)
            .build()
            .map_err(|e| ProviderError::unanswered(e.to_string()))?;
        Ok(SslcommerzProvider { settings, http })
    }

    fn url(&self, path: &str) -> String {
        format!("{}/{path}", self.settings.base_url)
    }

    fn store(&self) -> [(&'static str, String); 3] {
        [
            ("store_id", self.settings.store_id.clone()),
            ("store_passwd", self.settings.store_password.clone()),
            ("format", "json".to_owned()),
        ]
    }

    /// One GET of an API answering JSON; a 5xx or an unreadable body decided nothing.
    async fn get(&self, path: &str, query: &[(&str, String)]) -> Result<Value, ProviderError> {
        let answer = self
            .http
            .get(self.url(path))
            .query(query)
            .query(&self.store())
            .send()
            .await
            .map_err(|e| ProviderError::unanswered(format!("{path}: {e}")))?;
        read(path, answer).await
    }

    async fn validate(&self, tran_id: &str, val_id: &str) -> Result<Verdict, ProviderError> {
        let answer = self
            .get(VALIDATION, &[("val_id", val_id.to_owned()), ("v", "1".to_owned())])
            .await?;
        connected(VALIDATION, &answer)?;
        answers::validated(tran_id, &answer)
    }
}

async fn read(path: &str, answer: reqwest::Response) -> Result<Value, ProviderError> {
    if !answer.status().is_success() {
        return Err(ProviderError::unanswered(format!("{path}: HTTP {}", answer.status())));
    }
    answer
        .json()
        .await
        .map_err(|e| ProviderError::unanswered(format!("{path}: {e}")))
}

/// A `tran_id` of its own for each payment of a checkout: the invoice and a
/// random tail (at most 30 characters, as SSLCommerz allows).
fn tran_id(invoice: &str) -> String {
    let tail: String = rand::rng()
        .sample_iter(rand::distr::Alphanumeric)
        .take(5)
        .map(char::from)
        .collect();
    let head: String = invoice.chars().take(24).collect();
    format!("{head}-{tail}")
}

/// The session's fields that choose the gateway's page for `request`'s method.
fn choices(request: &PaymentRequest) -> Vec<(&'static str, String)> {
    let cards = |name: &str| vec![("multi_card_name", name.to_owned())];
    match request.method {
        PaymentMethod::Nagad => cards("nagad"),
        PaymentMethod::Rocket => cards("dbblmobilebanking"),
        PaymentMethod::CardEmi => {
            let months = request.instalments.unwrap_or(3).to_string();
            let mut fields = cards(CARDS);
            fields.extend([
                ("emi_option", "1".to_owned()),
                ("emi_max_inst_option", months.clone()),
                ("emi_selected_inst", months),
                ("emi_allow_only", "1".to_owned()),
            ]);
            fields
        }
        _ => cards(CARDS),
    }
}

#[async_trait::async_trait]
impl PaymentProvider for SslcommerzProvider {
    fn name(&self) -> &'static str {
        "sslcommerz"
    }

    fn label(&self) -> &'static str {
        "SSLCommerz"
    }

    /// SSLCommerz takes 10.00 to 500,000.00 TK in one payment.
    fn amounts(&self) -> Option<(shop_core::Money, shop_core::Money)> {
        Some((
            shop_core::Money::from_poisha(1_000),
            shop_core::Money::from_poisha(50_000_000),
        ))
    }

    fn methods(&self) -> &'static [PaymentMethod] {
        &[
            PaymentMethod::Card,
            PaymentMethod::Nagad,
            PaymentMethod::Rocket,
            PaymentMethod::CardEmi,
        ]
    }

    async fn create(&self, request: &PaymentRequest) -> Result<CreatedPayment, ProviderError> {
        let tran_id = tran_id(&request.invoice);
        let base = &request.return_base;
        let buyer = &request.buyer;
        let email = buyer
            .email
            .clone()
            .unwrap_or_else(|| format!("{}@no-email.invalid", buyer.phone));
        let mut form: Vec<(&str, String)> = vec![
            ("store_id", self.settings.store_id.clone()),
            ("store_passwd", self.settings.store_password.clone()),
            ("total_amount", request.amount.to_tk_text()),
            ("currency", "BDT".to_owned()),
            ("tran_id", tran_id.clone()),
            ("success_url", format!("{base}/return/success")),
            ("fail_url", format!("{base}/return/fail")),
            ("cancel_url", format!("{base}/return/cancel")),
            ("ipn_url", format!("{base}/ipn")),
            ("cus_name", buyer.name.clone()),
            ("cus_email", email),
            ("cus_add1", buyer.address.clone()),
            ("cus_city", buyer.city.clone()),
            ("cus_country", "Bangladesh".to_owned()),
            ("cus_phone", buyer.phone.clone()),
            ("shipping_method", "NO".to_owned()),
            ("product_name", request.product.clone()),
            ("product_category", "Mobile phone".to_owned()),
            ("product_profile", "physical-goods".to_owned()),
            ("value_a", request.invoice.clone()),
        ];
        form.extend(choices(request));
        let answer = self
            .http
            .post(self.url(INIT))
            .form(&form)
            .send()
            .await
            .map_err(|e| ProviderError::unanswered(format!("{INIT}: {e}")))?;
        let answer = read(INIT, answer).await?;
        match (text(&answer, "status"), text(&answer, "GatewayPageURL")) {
            ("SUCCESS", page) if !page.is_empty() => Ok(CreatedPayment {
                payment_id: tran_id,
                redirect_url: page.to_owned(),
            }),
            ("FAILED", _) => Err(ProviderError::Refused(format!(
                "session: {}",
                text(&answer, "failedreason")
            ))),
            (status, _) => Err(ProviderError::unanswered(format!("session: status '{status}'"))),
        }
    }

    /// Nothing to execute: the money is taken on the gateway's page, and the
    /// validation API confirms it.
    async fn settle(&self, payment_id: &str) -> Result<Verdict, ProviderError> {
        self.status(payment_id).await
    }

    async fn status(&self, payment_id: &str) -> Result<Verdict, ProviderError> {
        let answer = self.get(MERCHANT, &[("tran_id", payment_id.to_owned())]).await?;
        connected("transaction query", &answer)?;
        match answers::attempts(&answer) {
            Attempts::Paid { val_id } => self.validate(payment_id, &val_id).await,
            Attempts::Declined { reason } => Ok(Verdict::Declined { reason }),
            Attempts::Pending => Ok(Verdict::Pending),
        }
    }

    async fn refunds(&self, _payment_id: &str, _trx_id: &str) -> Result<Vec<Refund>, ProviderError> {
        Err(ProviderError::Refused(
            "SSLCommerz lists no refunds; a refund asked again answers the one made".into(),
        ))
    }

    async fn refund(&self, ask: &RefundAsk<'_>) -> Result<Refund, ProviderError> {
        let query = [
            ("bank_tran_id", ask.trx_id.to_owned()),
            ("refund_trans_id", ask.key.to_owned()),
            ("refund_amount", ask.amount.to_tk_text()),
            ("refund_remarks", ask.reason.to_owned()),
        ];
        let answer = self.get(MERCHANT, &query).await?;
        let made = answers::refund(&answer, ask.amount)?;
        // The refund query confirms it (processing at the bank, or refunded and when).
        let state = self
            .get(MERCHANT, &[("refund_ref_id", made.refund_trx_id.clone())])
            .await?;
        answers::confirmed(made, &state)
    }

    fn refunds_answer_retries(&self) -> bool {
        true
    }

    fn notice(&self, fields: &[(String, String)]) -> Result<String, ProviderError> {
        if !sign::signed(fields, &self.settings.store_password) {
            return Err(ProviderError::Refused("the IPN's verify_sign does not match".into()));
        }
        fields
            .iter()
            .find(|(key, _)| key == "tran_id")
            .map(|(_, value)| value.clone())
            .filter(|value| !value.is_empty())
            .ok_or_else(|| ProviderError::Refused("an IPN without tran_id".into()))
    }
}
