//! The merchant page's HTML: the balance with a "Pay out" button, every
//! consignment (newest first) with the buttons that move it, and the
//! payouts made. No external assets.

use crate::{
    book::{Book, Consignment, Step},
    money::format_tk,
    times,
};
use sim_kit::html::{Shell, escape};

const SHELL: Shell = Shell {
    service: "Steadfast Courier",
    notice: "a local simulator: no parcel moves, no rider rides, no cash changes hands",
    style: "body{font:14px system-ui,sans-serif;margin:0;color:#1d2733}header{background:#0a7d55;color:#fff;\
            padding:12px 20px;display:flex;gap:12px;align-items:baseline}main{padding:16px 20px}\
            table{border-collapse:collapse;width:100%;margin-bottom:24px}td,th{border-bottom:1px solid #dde3ea;\
            padding:6px;text-align:left;vertical-align:top}td.n{text-align:right;white-space:nowrap}\
            form.moves{display:flex;flex-wrap:wrap;gap:4px;margin-bottom:4px}button{font:inherit;padding:3px 8px;cursor:pointer;\
            border:1px solid #0a7d55;border-radius:4px;background:#fff;color:#0a7d55}button.pay{background:#0a7d55;\
            color:#fff;padding:6px 14px}input{width:6em;font:inherit}code{font-family:ui-monospace,Menlo,monospace}\
            small{opacity:.85}.status{font-weight:600}",
};

/// The buttons of a parcel still moving, with their labels, in the order shown.
const BUTTONS: [(Step, &str); 10] = [
    (Step::PickedUp, "Picked up"),
    (Step::OutForDelivery, "Out for delivery"),
    (Step::Hold, "Hold"),
    (Step::DeliveredPendingApproval, "Delivered (awaiting approval)"),
    (Step::Delivered, "Delivered"),
    (Step::Refused, "Refused"),
    (Step::CancelledPendingApproval, "Cancelled (awaiting approval)"),
    (Step::Unknown, "Unknown"),
    (Step::UnknownPendingApproval, "Unknown (awaiting approval)"),
    (Step::Approve, "Approve"),
];

/// The whole page.
pub fn merchant(book: &Book) -> String {
    let rows: String = book.consignments.iter().rev().map(row).collect();
    let consignments = if rows.is_empty() {
        "<p>No consignments yet: book one through the API.</p>".to_owned()
    } else {
        format!(
            "<table><thead><tr><th>ID</th><th>Invoice</th><th>Tracking code</th><th>Recipient</th><th>Phone</th>\
             <th>COD</th><th>Status</th><th>Collected</th><th>Charge</th><th>Paid</th><th>Move</th></tr></thead>\
             <tbody>{rows}</tbody></table>"
        )
    };
    let content = format!(
        "<h1>Merchant panel</h1><p>Balance: <b>{balance}</b></p>\
         <form method=\"post\" action=\"/merchant/payouts\"><button class=\"pay\">Pay out</button> \
         <small>pays every delivered, partly delivered or cancelled consignment not yet paid</small></form>\
         <h2>Consignments</h2>{consignments}<h2>Payouts</h2>{payouts}",
        balance = format_tk(book.balance()),
        payouts = payouts(book),
    );
    SHELL.page("Merchant panel", &content)
}

fn row(consignment: &Consignment) -> String {
    let paid = consignment
        .payment_id
        .map_or_else(|| "—".to_owned(), |id| format!("#{id}"));
    format!(
        "<tr><td>{id}</td><td>{invoice}</td><td><code>{code}</code></td><td>{name}<br><small>{address}</small></td>\
         <td>{phone}</td><td class=\"n\">{cod}</td><td class=\"status\">{status}</td><td class=\"n\">{collected}</td>\
         <td class=\"n\">{charge}</td><td>{paid}</td><td>{moves}</td></tr>",
        id = consignment.id,
        invoice = escape(&consignment.order.invoice),
        code = escape(&consignment.tracking_code),
        name = escape(&consignment.order.recipient_name),
        address = escape(&consignment.order.recipient_address),
        phone = escape(&consignment.order.recipient_phone),
        cod = format_tk(consignment.order.cod),
        status = consignment.status.word(),
        collected = format_tk(consignment.collected),
        charge = format_tk(consignment.charge),
        moves = moves(consignment),
    )
}

/// A parcel's buttons, each posting its step, and beside them the partial
/// delivery's own form (Enter in its amount field posts "Partly delivered").
fn moves(consignment: &Consignment) -> String {
    if consignment.status.is_final() {
        return "<small>final</small>".to_owned();
    }
    let awaiting_approval = consignment.status.approved().is_some();
    let buttons: String = BUTTONS
        .iter()
        .filter(|(step, _)| *step != Step::Approve || awaiting_approval)
        .map(|(step, label)| format!("<button name=\"step\" value=\"{}\">{label}</button>", step.word()))
        .collect();
    let action = format!("/merchant/consignments/{}/move", consignment.id);
    format!(
        "<form class=\"moves\" method=\"post\" action=\"{action}\">{buttons}</form>\
         <form class=\"moves\" method=\"post\" action=\"{action}\">\
         <label>TK <input name=\"amount\" inputmode=\"decimal\" required aria-label=\"Cash collected (TK)\"></label>\
         <button name=\"step\" value=\"{partial}\">Partly delivered</button>\
         <button name=\"step\" value=\"{partial_pending}\">Partly delivered (awaiting approval)</button></form>",
        partial = Step::Partial.word(),
        partial_pending = Step::PartialPendingApproval.word(),
    )
}

fn payouts(book: &Book) -> String {
    if book.payments.is_empty() {
        return "<p>No payouts yet.</p>".to_owned();
    }
    let rows: String = book
        .payments
        .iter()
        .rev()
        .map(|payment| {
            let ids: Vec<String> = payment.consignment_ids.iter().map(u64::to_string).collect();
            format!(
                "<tr><td>#{}</td><td class=\"n\">{}</td><td>{}</td><td>{}</td></tr>",
                payment.id,
                format_tk(payment.amount),
                ids.join(", "),
                times::plain(payment.created_at),
            )
        })
        .collect();
    format!(
        "<table><thead><tr><th>Payout</th><th>Amount</th><th>Consignments</th><th>Paid (Dhaka)</th></tr></thead>\
         <tbody>{rows}</tbody></table>"
    )
}
