//! The HTML of the shopper's page: bKash pink, no external assets, readable
//! on a phone.

use sim_kit::html::{Shell, escape};

use crate::{
    money,
    payment::{Callback, Payment},
    wallets::{self, WALLETS},
};

const STYLE: &str = "\
:root{--pink:#E2136E}*{box-sizing:border-box}\
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f4f6;color:#222}\
header{background:var(--pink);color:#fff;padding:14px 16px}\
header b{font-size:1.3rem}header small{display:block;opacity:.9}\
main{max-width:440px;margin:0 auto;padding:16px}\
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}\
.row{display:flex;justify-content:space-between;gap:8px;margin:4px 0}\
.amount{font-size:1.4rem;font-weight:700;color:var(--pink)}\
label{display:block;margin-top:12px;font-size:.9rem}\
input[type=tel],input[type=password]{width:100%;padding:12px;font-size:1.1rem;border:1px solid #bbb;border-radius:8px;margin-top:4px}\
.check{display:flex;gap:8px;align-items:flex-start;margin-top:14px;font-size:.9rem}\
.buttons{display:flex;flex-direction:row-reverse;gap:10px;margin-top:18px}\
button{flex:1;padding:13px;font-size:1rem;font-weight:600;border-radius:8px;border:2px solid var(--pink);cursor:pointer}\
.confirm{background:var(--pink);color:#fff}.cancel{background:#fff;color:var(--pink)}\
.error{background:#fde8f1;border-left:4px solid var(--pink);padding:10px;color:#8a0b44;margin:0 0 8px}\
table{width:100%;border-collapse:collapse;font-size:.85rem}td{padding:3px 4px 3px 0;vertical-align:top}\
code{font-family:ui-monospace,Menlo,monospace}td code{white-space:nowrap}.url{word-break:break-all}h1{font-size:1.2rem;margin:0 0 8px}";

const SHELL: Shell = Shell {
    service: "bKash",
    notice: "Payment simulator: no real money moves",
    style: STYLE,
};

fn layout(title: &str, content: &str) -> String {
    SHELL.page(title, content)
}

fn summary(payment: &Payment) -> String {
    format!(
        "<section class=\"card\"><div class=\"row\"><span>Merchant invoice</span><b>{invoice}</b></div>\
         <div class=\"row\"><span>Amount</span><span class=\"amount\">{amount}</span></div></section>",
        invoice = escape(&payment.order.invoice),
        amount = money::format_tk(payment.poisha)
    )
}

fn test_wallets() -> String {
    let rows: String = WALLETS
        .iter()
        .map(|(number, behaviour)| {
            format!(
                "<tr><td><code>{number}</code></td><td>{}</td></tr>",
                behaviour.describe()
            )
        })
        .collect();
    format!(
        "<section class=\"card\"><h1>Test wallets</h1><p>OTP <code>{otp}</code> and PIN <code>{pin}</code> \
         for every wallet.</p><table>{rows}</table></section>",
        otp = wallets::OTP,
        pin = wallets::PIN
    )
}

/// The payment form, with an inline error after a refused attempt. Confirm
/// comes first so Enter confirms; the row is reversed to show it on the right.
pub fn form(payment: &Payment, error: Option<&str>, wallet: &str) -> String {
    let error = error
        .map(|error| format!("<p class=\"error\" role=\"alert\">{}</p>", escape(error)))
        .unwrap_or_default();
    let content = format!(
        "{summary}<form class=\"card\" method=\"post\" action=\"/checkout\">{error}\
         <input type=\"hidden\" name=\"paymentID\" value=\"{id}\">\
         <label>bKash wallet number<input type=\"tel\" name=\"wallet\" inputmode=\"numeric\" \
         autocomplete=\"tel\" placeholder=\"01XXXXXXXXX\" value=\"{wallet}\" required></label>\
         <label>Verification code (OTP)<input type=\"tel\" name=\"otp\" inputmode=\"numeric\" \
         autocomplete=\"one-time-code\" required></label>\
         <label>PIN<input type=\"password\" name=\"pin\" inputmode=\"numeric\" required></label>\
         <label class=\"check\"><input type=\"checkbox\" name=\"lose_callback\" value=\"1\">\
         <span>Lose the callback (do not return to the shop)</span></label>\
         <div class=\"buttons\"><button class=\"confirm\" name=\"action\" value=\"confirm\">Confirm</button>\
         <button class=\"cancel\" name=\"action\" value=\"cancel\" formnovalidate>Cancel</button></div></form>{wallets}",
        summary = summary(payment),
        id = escape(&payment.id),
        wallet = escape(wallet),
        wallets = test_wallets()
    );
    layout("Pay", &content)
}

/// A message in place of the form.
pub fn notice(title: &str, text: &str, payment: Option<&Payment>) -> String {
    let content = format!(
        "{summary}<section class=\"card\"><h1>{title}</h1><p>{text}</p></section>",
        summary = payment.map(summary).unwrap_or_default(),
        title = escape(title),
        text = escape(text)
    );
    layout(title, &content)
}

/// The page shown instead of the redirect when the shopper asked to lose it.
pub fn dropped(payment: &Payment, callback: Callback, url: &str) -> String {
    let outcome = match callback {
        Callback::Success => "Payment authorised",
        Callback::Failure => "Payment failed",
        Callback::Cancel => "Payment cancelled",
    };
    let title = format!("{outcome}; the simulator dropped the callback to the shop");
    let content = format!(
        "{summary}<section class=\"card\"><h1>{title}</h1>\
         <p>The browser was not sent back, so the shop has not heard of this. It has to find out by \
         asking bKash (payment/status).</p><p>The callback would have been:<br><code class=\"url\">{url}</code></p></section>",
        summary = summary(payment),
        title = escape(&title),
        url = escape(url)
    );
    layout(&title, &content)
}
