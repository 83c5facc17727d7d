//! Session init (`POST /gwprocess/v4/api.php`): checks the store and the
//! order, opens a session and points the shopper to the simulator's page.

use super::{params::Params, reply};
use crate::{
    methods::{self, Method},
    money,
    session::{Emi, INSTALMENTS, Order},
    state::State,
};
use actix_web::{HttpResponse, web};
use serde::Serialize;
use std::time::Instant;

/// Where the page lives, under the public URL.
pub const PAGE: &str = "/gwprocess/v4/gw.php";

/// The fields every init must carry, checked in this order.
const REQUIRED: [&str; 16] = [
    "total_amount",
    "currency",
    "tran_id",
    "success_url",
    "fail_url",
    "cancel_url",
    "cus_name",
    "cus_email",
    "cus_add1",
    "cus_city",
    "cus_country",
    "cus_phone",
    "shipping_method",
    "product_name",
    "product_category",
    "product_profile",
];
// In poisha: 10.00 and 500000.00 TK.
const MIN_AMOUNT: u64 = 1_000;
const MAX_AMOUNT: u64 = 50_000_000;
const MAX_TRAN_ID: usize = 30;
/// The longest URL kept (a shop's callback is far shorter).
const MAX_URL: usize = 2048;
pub const CREDENTIAL_ERROR: &str = "Store Credential Error Or Store is De-active";

#[derive(Serialize)]
struct Failed<'a> {
    status: &'static str,
    failedreason: &'a str,
    sessionkey: &'static str,
    #[serde(rename = "GatewayPageURL")]
    gateway_page_url: &'static str,
}

/// The banks and wallets behind each group, as init's `gw` lists them.
#[derive(Serialize)]
struct Gateways {
    visa: String,
    master: String,
    amex: String,
    othercards: String,
    internetbanking: String,
    mobilebanking: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Opened {
    status: &'static str,
    failedreason: &'static str,
    sessionkey: String,
    gw: Gateways,
    #[serde(rename = "redirectGatewayURL")]
    redirect_gateway_url: &'static str,
    #[serde(rename = "directPaymentURLBank")]
    direct_payment_url_bank: &'static str,
    #[serde(rename = "directPaymentURLCard")]
    direct_payment_url_card: &'static str,
    #[serde(rename = "directPaymentURL")]
    direct_payment_url: &'static str,
    #[serde(rename = "redirectGatewayURLFailed")]
    redirect_gateway_url_failed: &'static str,
    #[serde(rename = "GatewayPageURL")]
    gateway_page_url: String,
    store_banner: &'static str,
    store_logo: &'static str,
    desc: &'static [&'static str],
}

pub async fn init(state: web::Data<State>, body: web::Bytes) -> HttpResponse {
    let params = Params::parse(&body);
    let order = match read(&state, &params) {
        Ok(order) => order,
        Err(reason) => return failed(&reason),
    };
    let methods = order.methods.clone();
    let mut book = state.book();
    let Some(session) = book.open(order, Instant::now()) else {
        return failed("Duplicate tran_id");
    };
    let opened = Opened {
        status: "SUCCESS",
        failedreason: "",
        sessionkey: session.key.clone(),
        gw: gateways(&methods),
        redirect_gateway_url: "",
        direct_payment_url_bank: "",
        direct_payment_url_card: "",
        direct_payment_url: "",
        redirect_gateway_url_failed: "",
        gateway_page_url: format!("{}{PAGE}?Q=pay&SESSIONKEY={}", state.public_url, session.key),
        store_banner: "",
        store_logo: "",
        desc: &[],
    };
    reply::json(&opened, format!("SUCCESS {}", session.order.tran_id))
}

/// A refusal in init's envelope.
pub fn failed(reason: &str) -> HttpResponse {
    let body = Failed {
        status: "FAILED",
        failedreason: reason,
        sessionkey: "",
        gateway_page_url: "",
    };
    reply::json(&body, format!("FAILED {reason}"))
}

/// The order, or init's failedreason.
fn read(state: &State, params: &Params) -> Result<Order, String> {
    let missing = |field: &str| format!("Invalid Information: {field} is missing");
    for credential in ["store_id", "store_passwd"] {
        if !params.has(credential) {
            return Err(missing(credential));
        }
    }
    if !state.store.is(params.get("store_id"), params.get("store_passwd")) {
        return Err(CREDENTIAL_ERROR.into());
    }
    if let Some(field) = REQUIRED.iter().find(|field| !params.has(field)) {
        return Err(missing(field));
    }
    let poisha = money::parse(params.text("total_amount"))
        .filter(|poisha| (MIN_AMOUNT..=MAX_AMOUNT).contains(poisha))
        .ok_or("Invalid amount")?;
    if params.text("currency") != "BDT" {
        return Err("Invalid currency".into());
    }
    let tran_id = params.text("tran_id");
    if tran_id.chars().count() > MAX_TRAN_ID {
        return Err(format!(
            "Invalid Information: tran_id must be at most {MAX_TRAN_ID} characters"
        ));
    }
    // Presence was checked above; an ipn_url is optional.
    let url = |field: &str| match params.get(field) {
        Some(url) if !valid_url(url) => Err(format!("Invalid Information: {field} is not an http(s) URL")),
        url => Ok(url.map(str::to_owned)),
    };
    let (success_url, fail_url, cancel_url) = (url("success_url")?, url("fail_url")?, url("cancel_url")?);
    let ipn_url = url("ipn_url")?;
    Ok(Order {
        tran_id: tran_id.to_owned(),
        poisha,
        success_url: success_url.unwrap_or_default(),
        fail_url: fail_url.unwrap_or_default(),
        cancel_url: cancel_url.unwrap_or_default(),
        ipn_url,
        product_name: params.text("product_name").to_owned(),
        methods: methods::allowed(params.text("multi_card_name")),
        emi: read_emi(params)?,
        values: ["value_a", "value_b", "value_c", "value_d"].map(|key| params.text(key).to_owned()),
    })
}

/// The EMI offered, when `emi_option=1`.
fn read_emi(params: &Params) -> Result<Option<Emi>, String> {
    let invalid = |field: &str| format!("Invalid Information: {field} is invalid");
    let flag = |field: &str| match params.get(field) {
        None | Some("0") => Ok(false),
        Some("1") => Ok(true),
        Some(_) => Err(invalid(field)),
    };
    if !flag("emi_option")? {
        return Ok(None);
    }
    let count = |field: &str| -> Result<Option<u32>, String> {
        match params.get(field) {
            None | Some("0") => Ok(None),
            Some(text) => text
                .parse()
                .ok()
                .filter(|months| INSTALMENTS.contains(months))
                .map(Some)
                .ok_or_else(|| invalid(field)),
        }
    };
    let max = count("emi_max_inst_option")?.unwrap_or(12);
    let months: Vec<u32> = INSTALMENTS.into_iter().filter(|months| *months <= max).collect();
    let selected = count("emi_selected_inst")?;
    if selected.is_some_and(|selected| selected > max) {
        return Err(invalid("emi_selected_inst"));
    }
    Ok(Some(Emi {
        months,
        selected,
        only: flag("emi_allow_only")?,
    }))
}

/// An absolute http(s) URL the browser can post to and the IPN be sent to.
fn valid_url(url: &str) -> bool {
    let parsed = reqwest::Url::parse(url);
    let web = parsed.is_ok_and(|url| matches!(url.scheme(), "http" | "https") && url.host().is_some());
    web && url.len() <= MAX_URL
}

fn gateways(methods: &[Method]) -> Gateways {
    let named = |pairs: &[(Method, &str)]| {
        pairs
            .iter()
            .filter(|(method, _)| methods.contains(method))
            .map(|(_, name)| *name)
            .collect::<Vec<_>>()
            .join(",")
    };
    Gateways {
        visa: named(&[(Method::Visa, "dbbl_visa")]),
        master: named(&[(Method::Master, "city_master")]),
        amex: named(&[(Method::Amex, "city_amex")]),
        othercards: String::new(),
        internetbanking: named(&[(Method::CityTouch, "city")]),
        mobilebanking: named(&[
            (Method::Nagad, "nagad"),
            (Method::Rocket, "dbblmobilebanking"),
            (Method::Bkash, "bkash"),
        ]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn return_urls_are_absolute_http() {
        assert!(valid_url("http://127.0.0.1:8080/api/payments/sslcommerz/success"));
        assert!(valid_url("https://shop.example/ok?order=12"));
        for url in ["", "ftp://x/y", "/relative", "http://", "javascript:alert(1)"] {
            assert!(!valid_url(url), "{url:?}");
        }
    }

    #[test]
    fn gw_lists_what_the_session_allows() {
        let gw = gateways(&[Method::Visa, Method::Nagad, Method::Bkash]);
        assert_eq!(gw.visa, "dbbl_visa");
        assert_eq!(gw.master, "");
        assert_eq!(gw.mobilebanking, "nagad,bkash");
    }
}
