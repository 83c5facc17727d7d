//! A checkout's lines priced as orders by the core, from the products and
//! variants as stored inside its transaction.

use super::request::{CheckoutRefusal, CheckoutRequest};
use crate::documents::{
    cart::CartItemDocument,
    order::{OrderDocument, OrderProduct, StatusChange},
    product::ProductDocument,
    variant::VariantDocument,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Money, OrderStatus, PaymentStatus, cart};
use std::collections::HashMap;

/// What a cart's lines sell, as stored: products and variants by id.
pub(super) struct Stored {
    products: HashMap<ObjectId, ProductDocument>,
    variants: HashMap<ObjectId, VariantDocument>,
}

impl From<(Vec<ProductDocument>, Vec<VariantDocument>)> for Stored {
    fn from((products, variants): (Vec<ProductDocument>, Vec<VariantDocument>)) -> Self {
        Stored {
            products: products.into_iter().map(|p| (p.id, p)).collect(),
            variants: variants.into_iter().map(|v| (v.id, v)).collect(),
        }
    }
}

impl Stored {
    /// What a line sells: the product and the variant (the product itself
    /// when it is sold as itself); `None` when either is gone, or the line
    /// holds a product that has variants now.
    fn sold(&self, line: &CartItemDocument) -> Option<(&ProductDocument, VariantDocument)> {
        let product = self.products.get(&line.product_id)?;
        let variant = match line.variant_id {
            None if product.options.is_empty() => product.opening_variant(None).0,
            None => return None,
            Some(id) => self
                .variants
                .get(&id)
                .filter(|v| v.product_id == line.product_id)?
                .clone(),
        };
        Some((product, variant))
    }
}

/// One cart line meeting what it sells, as stored now.
struct NewOrder<'a> {
    checkout_id: ObjectId,
    request: &'a CheckoutRequest,
    line: &'a CartItemDocument,
    product: &'a ProductDocument,
    /// The variant sold (the product itself as its one variant when it has no stored variants).
    variant: &'a VariantDocument,
    now: DateTime,
}

/// The order of every line, priced by the core; refused before anything is
/// written when the shop cannot fill a line, so buyers of a sold-out phone
/// do not contend for its stock.
pub(super) fn orders(
    stored: &Stored,
    lines: &[CartItemDocument],
    request: &CheckoutRequest,
    checkout_id: ObjectId,
    now: DateTime,
) -> Result<Vec<OrderDocument>, CheckoutRefusal> {
    let mut orders = Vec::with_capacity(lines.len());
    // Units asked of each variant by the lines so far (two lines may name one).
    let mut asked: HashMap<ObjectId, i64> = HashMap::new();
    for line in lines {
        let Some((product, variant)) = stored.sold(line) else {
            return Err(CheckoutRefusal::OutOfStock {
                title: line.title.clone(),
                available: 0,
            });
        };
        let before = asked.get(&variant.id).copied().unwrap_or(0);
        let wanted = before.saturating_add(line.quantity);
        if !cart::can_fill(wanted, variant.stock) {
            return Err(CheckoutRefusal::OutOfStock {
                title: line.title.clone(),
                available: variant.stock.saturating_sub(before).max(0),
            });
        }
        asked.insert(variant.id, wanted);
        orders.push(price_line(&NewOrder {
            checkout_id,
            request,
            line,
            product,
            variant: &variant,
            now,
        })?);
    }
    Ok(orders)
}

/// The units of each phone (each variant) a checkout's orders take, over all
/// their lines; nothing when they hold no stock while waiting (paid already).
pub(super) fn units_per_phone(orders: &[OrderDocument]) -> Vec<u32> {
    let mut per_phone: Vec<(Option<ObjectId>, ObjectId, u32)> = Vec::new();
    for order in orders.iter().filter(|o| o.payment_status != PaymentStatus::Paid) {
        let units = u32::try_from(order.quantity).unwrap_or(u32::MAX);
        let key = (order.product.variant_id, order.product.id);
        match per_phone
            .iter_mut()
            .find(|(variant, product, _)| (*variant, *product) == key)
        {
            Some((.., sum)) => *sum = sum.saturating_add(units),
            None => per_phone.push((key.0, key.1, units)),
        }
    }
    per_phone.into_iter().map(|(.., units)| units).collect()
}

/// The order for one cart line, priced by the core from the product as stored now.
fn price_line(new: &NewOrder<'_>) -> Result<OrderDocument, CheckoutRefusal> {
    let (line, product, variant, request) = (new.line, new.product, new.variant, new.request);
    let quantity = u32::try_from(line.quantity).map_err(|_| CheckoutRefusal::Broken("bad quantity".into()))?;
    let discount = u32::try_from(variant.discount).map_err(|_| CheckoutRefusal::Broken("bad discount".into()))?;
    let list_price = Money::from_poisha(variant.price);
    let unit = list_price
        .apply_discount(discount)
        .map_err(|e| CheckoutRefusal::Broken(e.to_string()))?;
    let total = unit
        .checked_mul(quantity)
        .map_err(|e| CheckoutRefusal::Broken(e.to_string()))?;
    Ok(OrderDocument {
        invoice: None,
        id: ObjectId::new(),
        checkout_id: new.checkout_id,
        customer_id: request.customer_id,
        product: OrderProduct {
            id: product.id,
            title: product.fields.title.clone(),
            cover: variant.pictures.first().unwrap_or(&product.fields.cover).clone(),
            variant_id: line.variant_id,
            label: variant.label(),
            brand: product.fields.brand.clone(),
            warranty: product.warranty_of(variant),
        },
        description: match variant.label() {
            label if label.is_empty() => format!("{} x {}", line.quantity, product.fields.title),
            label => format!("{} x {} ({label})", line.quantity, product.fields.title),
        },
        price: unit.poisha(),
        list_price: list_price.poisha(),
        discount: variant.discount,
        quantity: line.quantity,
        total: total.poisha(),
        coupon: None,
        emi: request.emi.clone(),
        payment_method: request.payment.as_str().into(),
        // The checkout's own once its total is known.
        payment_status: PaymentStatus::at_checkout(request.payment, total),
        order_status_type: OrderStatus::INITIAL,
        // The checkout fills these in once all its lines are priced.
        delivery_zone: Some(request.zone),
        delivery_fee: 0,
        checkout_total: 0,
        refund_started_at: None,
        refund_tried_from: None,
        refund_amount: None,
        refund_with_fee: false,
        placed_from: request.placed_from.clone(),
        refund_unclear: false,
        refund_due_at: None,
        refund: None,
        status_history: vec![StatusChange {
            status: OrderStatus::INITIAL,
            at: new.now,
        }],
        handsets: Vec::new(),
        tracking: None,
        shipping: request.shipping.clone(),
        shipper_id: None,
        delivery_date: request.delivery_date,
        created_at: new.now,
        updated_at: new.now,
    })
}
