//! The HTML of the shopper's page: one form that works without JavaScript,
//! every field labelled, no external assets, readable on a phone.

use super::form::{EMI, Entered};
use crate::{
    api::PAGE,
    instruments::{Behaviour, CARDS, NO_BALANCE},
    methods::{Kind, Method},
    money,
    session::Session,
    switches::{IpnTiming, Tamper},
};
use sim_kit::html::{Shell, escape};

const STYLE: &str = "\
:root{--blue:#1d5aa8}*{box-sizing:border-box}\
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef2f7;color:#1b1b1b}\
header{background:var(--blue);color:#fff;padding:14px 16px}\
header b{font-size:1.3rem}header small{display:block;opacity:.9}\
main{max-width:480px;margin:0 auto;padding:16px}\
.card{background:#fff;border-radius:10px;padding:16px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}\
.row{display:flex;justify-content:space-between;gap:8px;margin:4px 0}\
.amount{font-size:1.4rem;font-weight:700;color:var(--blue)}\
fieldset{border:1px solid #c8d2e0;border-radius:8px;margin:0 0 14px;padding:10px 12px}legend{font-weight:600;padding:0 4px}\
label{display:block;margin-top:10px;font-size:.95rem}\
input[type=text],input[type=tel],input[type=password],select{width:100%;padding:11px;font-size:1.05rem;border:1px solid #9aa7b8;border-radius:8px;margin-top:4px}\
.choice,.check{display:flex;gap:8px;align-items:flex-start;margin-top:8px}\
.switches{border:2px dashed #b26b00;background:#fff8ec}.switches legend{color:#8a5300}\
.buttons{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:16px}\
button{padding:13px;font-size:1rem;font-weight:600;border-radius:8px;border:2px solid var(--blue);background:#fff;color:var(--blue);cursor:pointer}\
.pay{background:var(--blue);color:#fff}\
.error{background:#fdecea;border-left:4px solid #b3261e;padding:10px;color:#8c1d18;margin:0 0 10px}\
table{width:100%;border-collapse:collapse;font-size:.85rem}td{padding:3px 4px 3px 0;vertical-align:top}\
code{font-family:ui-monospace,Menlo,monospace}td code{white-space:nowrap}h1{font-size:1.2rem;margin:0 0 8px}";

pub const SHELL: Shell = Shell {
    service: "SSLCommerz",
    notice: "Payment gateway simulator: no real money moves",
    style: STYLE,
};

/// The store, transaction and amount.
pub fn summary(session: &Session, store_id: &str) -> String {
    format!(
        "<section class=\"card\"><div class=\"row\"><span>Store</span><b>{store}</b></div>\
         <div class=\"row\"><span>Transaction</span><code>{tran_id}</code></div>\
         <div class=\"row\"><span>For</span><span>{product}</span></div>\
         <div class=\"row\"><span>Amount</span><span class=\"amount\">{amount}</span></div></section>",
        store = escape(store_id),
        tran_id = escape(&session.order.tran_id),
        product = escape(&session.order.product_name),
        amount = money::format_bdt(session.order.poisha)
    )
}

/// The payment form, with an inline error after a refused try.
pub fn form(session: &Session, store_id: &str, entered: &Entered, error: Option<&str>) -> String {
    let order = &session.order;
    let error = error
        .map(|error| format!("<p class=\"error\" role=\"alert\">{}</p>", escape(error)))
        .unwrap_or_default();
    let plain = order.plain_methods();
    let emi_cards = order.emi_cards();
    let mut choices: Vec<(&str, &str)> = plain.iter().map(|method| (method.choice(), method.label())).collect();
    if !emi_cards.is_empty() {
        choices.push((EMI, "EMI: pay by card in monthly instalments"));
    }
    let checked = if choices.iter().any(|(value, _)| *value == entered.choice) {
        entered.choice.as_str()
    } else {
        choices.first().map(|(value, _)| *value).unwrap_or_default()
    };
    let radios: String = choices
        .iter()
        .map(|(value, label)| {
            let on = if *value == checked { " checked" } else { "" };
            format!(
                "<label class=\"choice\"><input type=\"radio\" name=\"choice\" value=\"{value}\"{on}> {label}</label>"
            )
        })
        .collect();
    let has_cards = !emi_cards.is_empty() || plain.iter().any(|method| method.kind() == Kind::Card);
    let card = if has_cards {
        card_fields(session, entered)
    } else {
        String::new()
    };
    let wallet = if plain.iter().any(|method| method.kind() == Kind::Wallet) {
        format!(
            "<fieldset><legend>Mobile wallet (Nagad, Rocket, bKash)</legend>\
             <label>Wallet number<input type=\"tel\" name=\"wallet\" inputmode=\"numeric\" autocomplete=\"tel\" \
             placeholder=\"01XXXXXXXXX\" value=\"{}\"></label></fieldset>",
            escape(&entered.wallet)
        )
    } else {
        String::new()
    };
    let content = format!(
        "{summary}<form class=\"card\" method=\"post\" action=\"{PAGE}\">{error}\
         <input type=\"hidden\" name=\"SESSIONKEY\" value=\"{key}\">\
         <fieldset><legend>Pay with</legend>{radios}</fieldset>{card}{wallet}{switches}\
         <div class=\"buttons\"><button class=\"pay\" name=\"action\" value=\"pay\">Pay</button>\
         <button name=\"action\" value=\"fail\">Fail (the bank declines)</button>\
         <button name=\"action\" value=\"cancel\">Cancel</button>\
         <button name=\"action\" value=\"abandon\">Abandon (leave the page)</button></div></form>{help}",
        summary = summary(session, store_id),
        key = escape(&session.key),
        switches = switches(entered),
        help = test_instruments()
    );
    SHELL.page("Pay", &content)
}

fn card_fields(session: &Session, entered: &Entered) -> String {
    let emi = match &session.order.emi {
        Some(emi) if !session.order.emi_cards().is_empty() => {
            let chosen = entered.emi_months.parse().ok().or(emi.selected).unwrap_or_default();
            let options: String = emi
                .months
                .iter()
                .map(|months| {
                    let on = if *months == chosen { " selected" } else { "" };
                    let each = money::format_bdt(money::instalment(session.order.poisha, *months));
                    format!("<option value=\"{months}\"{on}>{months} months ({each} a month)</option>")
                })
                .collect();
            format!("<label>EMI instalments (for EMI only)<select name=\"emi_months\">{options}</select></label>")
        }
        _ => String::new(),
    };
    format!(
        "<fieldset><legend>Card</legend>\
         <label>Card number<input type=\"text\" name=\"card_no\" inputmode=\"numeric\" autocomplete=\"cc-number\" value=\"{card_no}\"></label>\
         <label>Expiry (MM/YY)<input type=\"text\" name=\"expiry\" autocomplete=\"cc-exp\" placeholder=\"MM/YY\" value=\"{expiry}\"></label>\
         <label>CVV<input type=\"password\" name=\"cvv\" inputmode=\"numeric\" autocomplete=\"cc-csc\"></label>{emi}</fieldset>",
        card_no = escape(&entered.card_no),
        expiry = escape(&entered.expiry),
    )
}

fn switches(entered: &Entered) -> String {
    let switches = entered.switches;
    let check = |on: bool| if on { " checked" } else { "" };
    let select = |name: &str, label: &str, options: Vec<(&str, &str, bool)>| {
        let options: String = options
            .into_iter()
            .map(|(value, text, on)| {
                let on = if on { " selected" } else { "" };
                format!("<option value=\"{value}\"{on}>{text}</option>")
            })
            .collect();
        format!("<label>{label}<select name=\"{name}\">{options}</select></label>")
    };
    let ipn = IpnTiming::ALL
        .iter()
        .map(|(timing, value, text)| (*value, *text, *timing == switches.ipn))
        .collect();
    let tamper = Tamper::ALL
        .iter()
        .map(|(tamper, value, text)| (*value, *text, *tamper == switches.tamper))
        .collect();
    format!(
        "<fieldset class=\"switches\"><legend>Test switches (this simulator's own, not SSLCommerz's)</legend>\
         <label class=\"check\"><input type=\"checkbox\" name=\"risky\" value=\"1\"{risky}>\
         <span>Risky: taken with risk_level 1, \"hold the service\"</span></label>\
         <label class=\"check\"><input type=\"checkbox\" name=\"validation_fails\" value=\"1\"{fails}>\
         <span>Validation fails: the first validation of this payment answers INVALID_TRANSACTION</span></label>\
         {ipn}{tamper}</fieldset>",
        risky = check(switches.risky),
        fails = check(switches.validation_fails),
        ipn = select("ipn", "IPN to the shop", ipn),
        tamper = select("tamper", "Tamper with what the gateway reports", tamper),
    )
}

fn test_instruments() -> String {
    let cards: String = CARDS
        .iter()
        .map(|(number, method, behaviour)| {
            let outcome = match behaviour {
                Behaviour::Pays => "pays".to_owned(),
                Behaviour::Declined(error) => format!("declined: {error}"),
            };
            format!(
                "<tr><td><code>{number}</code></td><td>{}: {outcome}</td></tr>",
                method.brand()
            )
        })
        .collect();
    format!(
        "<section class=\"card\"><h1>Test cards and wallets</h1><table>{cards}\
         <tr><td>any other number</td><td>Invalid card number (nothing is sent)</td></tr></table>\
         <p>Any expiry and CVV. A wallet is 11 digits starting 01; one ending in 0000 is declined: {NO_BALANCE}. \
         {city} pays.</p></section>",
        city = Method::CityTouch.label()
    )
}

/// A message in place of the form.
pub fn notice(title: &str, text: &str, summary: &str) -> String {
    let content = format!(
        "{summary}<section class=\"card\"><h1>{title}</h1><p>{text}</p></section>",
        title = escape(title),
        text = escape(text)
    );
    SHELL.page(title, &content)
}
