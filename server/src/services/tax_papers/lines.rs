//! A paper's lines from what the shop sold and gave back, taxed by the
//! core: the phone line (brand, model, variant, IMEIs), and the delivery
//! charge as a service line on the one invoice of its checkout that carries it.

use crate::documents::{
    order::OrderDocument,
    tax_paper::{TaxAmounts, TaxLine},
};
use crate::failure::Failure;
use shop_core::{
    Money,
    vat::{self, Rates, Sold, TaxedLine},
};

/// What a line is, before its taxes.
pub struct Item {
    pub description: String,
    pub imeis: Vec<String>,
    pub unit: &'static str,
    pub sold: Sold,
    pub rates: Rates,
}

/// The phone sold by `order`: at the unit price paid, its coupon share off.
pub fn phone_of(order: &OrderDocument, rates: Rates) -> Item {
    let product = &order.product;
    let model = if product.brand.is_empty() || product.title.starts_with(&product.brand) {
        product.title.clone()
    } else {
        format!("{} {}", product.brand, product.title)
    };
    let description = if product.label.is_empty() {
        model
    } else {
        format!("{model} ({})", product.label)
    };
    Item {
        description,
        imeis: order.handsets.iter().flatten().cloned().collect(),
        unit: "piece",
        sold: Sold {
            unit_price: Money::from_poisha(order.price),
            quantity: u32::try_from(order.quantity).unwrap_or(0),
            discount: Money::from_poisha(order.coupon.as_ref().map_or(0, |c| c.off)),
        },
        rates,
    }
}

/// The checkout's delivery charge, a service.
pub fn delivery(fee: Money, rates: Rates) -> Item {
    Item {
        description: "Home delivery".into(),
        imeis: Vec::new(),
        unit: "service",
        sold: Sold {
            unit_price: fee,
            quantity: 1,
            discount: Money::ZERO,
        },
        rates,
    }
}

/// The lines and their totals, taxed by the core.
pub fn taxed(items: Vec<Item>) -> Result<(Vec<TaxLine>, TaxAmounts), Failure> {
    let mut taxed: Vec<TaxedLine> = Vec::with_capacity(items.len());
    let mut lines = Vec::with_capacity(items.len());
    for item in items {
        let line = vat::tax_included(item.sold, item.rates)
            .map_err(|e| Failure::internal("taxing a line", format!("{e:?} for {}", item.description)))?;
        taxed.push(line);
        lines.push(TaxLine {
            description: item.description,
            imeis: item.imeis,
            unit: item.unit.into(),
            quantity: i64::from(item.sold.quantity),
            unit_price: line.unit_price_ex_tax.poisha(),
            price: line.price_ex_tax.poisha(),
            discount: line.discount_ex_tax.poisha(),
            value: line.value.poisha(),
            sd_rate_bp: item.rates.sd_bp,
            sd: line.sd.poisha(),
            vat_rate_bp: item.rates.vat_bp,
            vat: line.vat.poisha(),
            total: line.total.poisha(),
        });
    }
    let sum = vat::totals(&taxed);
    let totals = TaxAmounts {
        price: sum.price_ex_tax.poisha(),
        discount: sum.discount_ex_tax.poisha(),
        value: sum.value.poisha(),
        sd: sum.sd.poisha(),
        vat: sum.vat.poisha(),
        total: sum.total.poisha(),
    };
    Ok((lines, totals))
}
