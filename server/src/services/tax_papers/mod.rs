//! Mushak-6.3 tax invoices and Mushak-6.7 credit notes: a delivered order
//! gets its invoice, a refunded return its credit note, each numbered within
//! its kind and financial year in the transaction that writes it (no gap,
//! no repeat, however many instances issue at once), and never changed.
//! The invoicing job issues what is due; the pages read what was issued.

mod lines;

use crate::{
    config::VatSettings,
    documents::{
        order::OrderDocument,
        return_request::ReturnDocument,
        tax_paper::{OriginalInvoice, Party, TaxAmounts, TaxLine, TaxPaperDocument, TaxPaperKind},
    },
    failure::Failure,
    repository::{Repositories, RepositoryError},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money,
    vat::{self, CREDIT_NOTE_BUYER_ABOVE},
};

/// Papers read at a time, per kind.
const BATCH: i64 = 50;
/// Batches one pass works through at most, so a backlog (a shop that just
/// registered for VAT) is issued in one pass without holding it for ever.
const ROUNDS: usize = 20;

/// What one pass of the invoicing job issued.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Issued {
    pub invoices: usize,
    pub credit_notes: usize,
}

/// Issues the invoices of delivered orders and the credit notes of refunded
/// returns that have none yet. Safe on every instance at once.
pub async fn issue_due(repositories: &Repositories, vat: &VatSettings, now: DateTime) -> Result<Issued, Failure> {
    let mut issued = Issued::default();
    for _ in 0..ROUNDS {
        let due = repositories.orders.delivered_uninvoiced(BATCH).await?;
        for order in &due {
            match invoice(repositories, vat, order, now).await {
                Ok(true) => issued.invoices += 1,
                Ok(false) => {}
                Err(error) => tracing::warn!(%error, order = %order.id, "issuing a tax invoice failed"),
            }
        }
        if due.len() < usize::try_from(BATCH).unwrap_or(usize::MAX) {
            break;
        }
    }
    for request in repositories.returns.refunded_uncredited(BATCH).await? {
        match credit_note(repositories, vat, &request, now).await {
            Ok(true) => issued.credit_notes += 1,
            Ok(false) => {}
            Err(error) => tracing::warn!(%error, id = %request.id, "issuing a credit note failed"),
        }
    }
    Ok(issued)
}

fn seller(vat: &VatSettings) -> Party {
    Party {
        name: vat.seller_name.clone(),
        bin: Some(vat.bin.clone()),
        address: vat.address.clone(),
        phone: None,
    }
}

fn buyer(order: &OrderDocument) -> Party {
    let to = &order.shipping.destination;
    let place = [&to.address, &to.apartment_suit, &to.area, &to.city, &to.post_code]
        .into_iter()
        .filter(|part| !part.trim().is_empty())
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(", ");
    Party {
        name: format!("{} {}", to.first_name, to.last_name).trim().to_owned(),
        bin: None,
        address: place,
        phone: Some(to.phone.clone()),
    }
}

/// Issues `order`'s tax invoice; `false` when another pass issued it first.
async fn invoice(
    repositories: &Repositories,
    vat: &VatSettings,
    order: &OrderDocument,
    now: DateTime,
) -> Result<bool, Failure> {
    let fee = Money::from_poisha(order.delivery_fee);
    // Both ways, taxed before the transaction: which one is decided in it.
    let alone = lines::taxed(vec![lines::phone_of(order, vat.phone)])?;
    let with_fee = lines::taxed(vec![
        lines::phone_of(order, vat.phone),
        lines::delivery(fee, vat.delivery),
    ])?;
    let draft = &draft(vat, order, TaxPaperKind::Invoice, order.id, now, alone.clone());
    let written = repositories
        .atomically(|mut tx| {
            let with_fee = &with_fee;
            async move {
                let done = async {
                    let carries_fee = fee > Money::ZERO
                        && repositories
                            .orders
                            .claim_fee_invoice_in(&mut tx, order.checkout_id, order.id)
                            .await?;
                    let number = next_number_in(repositories, &mut tx, draft).await?;
                    if !repositories.orders.mark_invoiced_in(&mut tx, order.id, &number).await? {
                        return Err(RepositoryError::Duplicate);
                    }
                    let (lines, totals) = if carries_fee {
                        with_fee.clone()
                    } else {
                        (draft.lines.clone(), draft.totals.clone())
                    };
                    let paper = TaxPaperDocument {
                        number,
                        lines,
                        totals,
                        ..draft.clone()
                    };
                    repositories.tax_papers.insert_in(&mut tx, &paper).await
                }
                .await;
                (tx, done)
            }
        })
        .await;
    issued(written)
}

/// A paper of `kind` about `subject` (an order, or its return) before its
/// number: who issues, who buys, where the goods went and the taxed lines.
fn draft(
    vat: &VatSettings,
    order: &OrderDocument,
    kind: TaxPaperKind,
    subject: ObjectId,
    now: DateTime,
    (lines, totals): (Vec<TaxLine>, TaxAmounts),
) -> TaxPaperDocument {
    TaxPaperDocument {
        id: ObjectId::new(),
        kind,
        number: String::new(),
        subject,
        order_id: order.id,
        customer_id: order.customer_id,
        issued_at: now,
        seller: seller(vat),
        buyer: buyer(order),
        destination: buyer(order).address,
        lines,
        totals,
        original: None,
        reason: None,
        names_buyer: true,
    }
}

/// The next number of `draft`'s kind in the financial year it is issued in, in `tx`.
async fn next_number_in(
    repositories: &Repositories,
    tx: &mut crate::repository::Tx,
    draft: &TaxPaperDocument,
) -> Result<String, RepositoryError> {
    let year = vat::financial_year(draft.issued_at.timestamp_millis());
    let serial = repositories.tax_papers.next_serial_in(tx, draft.kind, &year).await?;
    Ok(vat::serial_number(&year, u64::try_from(serial).unwrap_or(0)))
}

/// Issued (`true`), or issued already by another pass (`false`).
fn issued(written: Result<(), RepositoryError>) -> Result<bool, Failure> {
    match written {
        Ok(()) => Ok(true),
        Err(RepositoryError::Duplicate) => Ok(false),
        Err(error) => Err(error.into()),
    }
}

/// Issues `request`'s credit note against its order's invoice (issuing that
/// first if the job has not yet); `false` when another pass issued it.
async fn credit_note(
    repositories: &Repositories,
    vat: &VatSettings,
    request: &ReturnDocument,
    now: DateTime,
) -> Result<bool, Failure> {
    let Some(refund) = &request.refund else {
        return Ok(false);
    };
    let Some(order) = repositories.orders.find(request.order_id, None).await? else {
        return Err(Failure::internal(
            "issuing a credit note",
            "the return's order is missing",
        ));
    };
    if order.invoice.is_none() {
        invoice(repositories, vat, &order, now).await?;
    }
    let original = repositories
        .tax_papers
        .of_subject(TaxPaperKind::Invoice, order.id)
        .await?
        .ok_or_else(|| Failure::internal("issuing a credit note", "the order's invoice is missing"))?;
    let fee = if refund.delivery_fee_included {
        order.delivery_fee
    } else {
        0
    };
    let goods = refund.amount.saturating_sub(fee).max(0);
    let description = original
        .lines
        .first()
        .map_or_else(|| order.product.title.clone(), |line| line.description.clone());
    let mut items = vec![lines::Item {
        description,
        imeis: order.handsets.iter().flatten().cloned().collect(),
        unit: "piece",
        sold: vat::Sold {
            unit_price: Money::from_poisha(goods),
            quantity: 1,
            discount: Money::ZERO,
        },
        rates: vat.phone,
    }];
    if fee > 0 {
        items.push(lines::delivery(Money::from_poisha(fee), vat.delivery));
    }
    let taxed = lines::taxed(items)?;
    let names_buyer = Money::from_poisha(taxed.1.vat) > CREDIT_NOTE_BUYER_ABOVE;
    let draft = &TaxPaperDocument {
        original: Some(OriginalInvoice {
            number: original.number.clone(),
            issued_at: original.issued_at,
        }),
        reason: Some(request.reason.text().to_string()),
        names_buyer,
        ..draft(vat, &order, TaxPaperKind::CreditNote, request.id, now, taxed)
    };
    let written = repositories
        .atomically(|mut tx| async move {
            let done = async {
                let number = next_number_in(repositories, &mut tx, draft).await?;
                if !repositories
                    .returns
                    .mark_credited_in(&mut tx, request.id, &number)
                    .await?
                {
                    return Err(RepositoryError::Duplicate);
                }
                let paper = TaxPaperDocument {
                    number,
                    ..draft.clone()
                };
                repositories.tax_papers.insert_in(&mut tx, &paper).await
            }
            .await;
            (tx, done)
        })
        .await;
    issued(written)
}

/// A paper of order `order_id` the caller may read: its invoice or its
/// return's credit note, the customer's own (an admin reads any).
pub async fn of_order(
    repositories: &Repositories,
    kind: TaxPaperKind,
    order_id: ObjectId,
    owner: Option<ObjectId>,
) -> Result<TaxPaperDocument, Failure> {
    repositories
        .tax_papers
        .of_order(kind, order_id)
        .await?
        .filter(|paper| owner.is_none_or(|owner| paper.customer_id == owner))
        .ok_or_else(|| Failure::NotFound(texts::tax_papers::NOT_ISSUED.into()))
}
