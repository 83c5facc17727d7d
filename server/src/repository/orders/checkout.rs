//! Placing a cart as orders in one transaction: stock is taken only where
//! enough is left, `sold` grows, the cart empties, the dashboard's tallies
//! grow and an idempotency record is written, or nothing happens.
//!
//! Its round trips do not grow with the cart: the cart, its products and
//! their variants are read with one command each, and the stock of every
//! line is taken with one. Before the transaction, one read of the cart's
//! variants gives the checkout its turn among this instance's checkouts of
//! the same variants (`turns`).

use super::{
    CheckoutOutcome, CheckoutRefusal, CheckoutRequest, NewOrder, OrderMails, OrderRepository, Pricing, abort, queue,
    turns,
};
use crate::{
    documents::{
        cart::CartItemDocument,
        checkout::{CheckoutDocument, PaymentRecord},
        order::OrderDocument,
        product::ProductDocument,
        variant::VariantDocument,
    },
    repository::products::stock_stamp,
    repository::{RepositoryError, order_tallies::TallyChange, retry_transient},
};
use futures_util::TryStreamExt;
use mongodb::{
    ClientSession,
    bson::{DateTime, Document, doc, oid::ObjectId},
};
use shop_core::{Charges, Money, PaymentStatus, cart};
use std::collections::HashMap;

/// What a cart's lines sell, as stored: products and variants by id.
struct Stored {
    products: HashMap<ObjectId, ProductDocument>,
    variants: HashMap<ObjectId, VariantDocument>,
}

impl OrderRepository {
    /// Places the caller's cart as orders, each line priced by `price`, all or nothing.
    /// A try with the key of a checkout placed before gets that checkout's orders.
    #[tracing::instrument(skip_all, fields(customer = %request.customer_id))]
    pub async fn checkout(
        &self,
        request: &CheckoutRequest,
        pricing: &Pricing<'_>,
        mails: &OrderMails<'_>,
    ) -> Result<Result<CheckoutOutcome, CheckoutRefusal>, RepositoryError> {
        let keys = turns::keys_of_cart(&self.cart, request.customer_id).await;
        let _turn = self.turns.wait_for(keys, turns::PATIENCE).await;
        match retry_transient(|| self.checkout_once(request, pricing, mails)).await {
            Ok(Ok(orders)) => Ok(Ok(CheckoutOutcome::Placed(orders))),
            // The cart of a checkout placed before is gone (or holds other
            // things now): a retry is told what it placed, not what is refused.
            Ok(Err(refusal)) => Ok(self
                .replay(request)
                .await?
                .map(CheckoutOutcome::Replayed)
                .ok_or(refusal)),
            // The key's record exists: placed before, or by a concurrent try that committed first.
            Err(RepositoryError::Duplicate) if request.key.is_some() => match self.replay(request).await? {
                Some(orders) => Ok(Ok(CheckoutOutcome::Replayed(orders))),
                None => Ok(Err(CheckoutRefusal::KeyInProgress)),
            },
            Err(error) => Err(error),
        }
    }

    async fn replay(&self, request: &CheckoutRequest) -> Result<Option<Vec<OrderDocument>>, RepositoryError> {
        let Some(key) = &request.key else { return Ok(None) };
        let Some(done) = self
            .checkouts
            .find_one(doc! { "customer_id": request.customer_id, "key": key })
            .await?
        else {
            return Ok(None);
        };
        let orders = self
            .orders
            .find(doc! { "_id": { "$in": &done.order_ids } })
            .await?
            .try_collect()
            .await?;
        Ok(Some(orders))
    }

    async fn checkout_once(
        &self,
        request: &CheckoutRequest,
        pricing: &Pricing<'_>,
        mails: &OrderMails<'_>,
    ) -> Result<Result<Vec<OrderDocument>, CheckoutRefusal>, mongodb::error::Error> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        let lines: Vec<CartItemDocument> = self
            .cart
            .find(doc! { "customer_id": request.customer_id })
            .sort(doc! { "createdAt": 1, "_id": 1 })
            .session(&mut session)
            .await?
            .stream(&mut session)
            .try_collect()
            .await?;
        if lines.is_empty() {
            abort(&mut session).await?;
            return Ok(Err(CheckoutRefusal::EmptyCart));
        }
        let stored = self.stored(&lines, &mut session).await?;
        let now = DateTime::now();
        let checkout_id = ObjectId::new();
        let mut orders = Vec::with_capacity(lines.len());
        // Units asked of each variant by the lines so far (two lines may name one).
        let mut asked: HashMap<ObjectId, i64> = HashMap::new();
        for line in &lines {
            // A line the shop cannot fill is refused before anything is written,
            // so buyers of a sold-out phone do not contend for its stock.
            let Some((product, variant)) = stored.sold(line) else {
                abort(&mut session).await?;
                return Ok(Err(CheckoutRefusal::OutOfStock {
                    title: line.title.clone(),
                    available: 0,
                }));
            };
            let before = asked.get(&variant.id).copied().unwrap_or(0);
            let wanted = before.saturating_add(line.quantity);
            if !cart::can_fill(wanted, variant.stock) {
                abort(&mut session).await?;
                return Ok(Err(CheckoutRefusal::OutOfStock {
                    title: line.title.clone(),
                    available: variant.stock.saturating_sub(before).max(0),
                }));
            }
            asked.insert(variant.id, wanted);
            let new = NewOrder {
                checkout_id,
                request,
                line,
                product,
                variant: &variant,
                now,
            };
            match (pricing.line)(&new) {
                Ok(order) => orders.push(order),
                Err(refusal) => {
                    abort(&mut session).await?;
                    return Ok(Err(refusal));
                }
            }
        }
        // What the shopper pays: the lines and one delivery fee for the
        // address's zone, as the core charges it and the summary showed it,
        // less the coupon.
        let charges = match Money::checked_sum(orders.iter().map(|o| Money::from_poisha(o.total)))
            .and_then(|subtotal| Charges::new(subtotal, request.zone))
        {
            Ok(charges) => charges,
            Err(error) => {
                abort(&mut session).await?;
                return Ok(Err(CheckoutRefusal::Price(error.to_string())));
            }
        };
        let applied = match self
            .apply_coupon(&mut session, request, pricing, &mut orders, charges.delivery_fee, now)
            .await?
        {
            Ok(applied) => applied,
            Err(refusal) => {
                abort(&mut session).await?;
                return Ok(Err(refusal));
            }
        };
        // Counted in the transaction: a parallel checkout of the account (or,
        // near its limit, of the address) makes this one retry and count it.
        let placing = orders.iter().fold(0_u32, |sum, o| {
            sum.saturating_add(u32::try_from(o.quantity).unwrap_or(u32::MAX))
        });
        let held = self
            .held_in(
                &mut session,
                request.customer_id,
                request.placed_from.as_deref(),
                (&pricing.limits, placing),
            )
            .await?;
        if let Err(refusal) = (pricing.hold)(held, &orders) {
            abort(&mut session).await?;
            return Ok(Err(CheckoutRefusal::Hold(refusal)));
        }
        let (goods_off, delivery_off) = applied.as_ref().map_or((0, 0), |(a, ..)| (a.goods_off, a.delivery_off));
        let total = Money::from_poisha(charges.total.poisha() - goods_off - delivery_off);
        if request.expected_total.is_some_and(|expected| expected != total) {
            abort(&mut session).await?;
            return Ok(Err(CheckoutRefusal::TotalChanged { total }));
        }
        // Nothing owed (a coupon took off everything) is paid at once.
        let status = PaymentStatus::at_checkout(request.payment, total);
        for order in &mut orders {
            order.delivery_zone = Some(request.zone);
            order.delivery_fee = charges.delivery_fee.poisha() - delivery_off;
            order.checkout_total = total.poisha();
            order.payment_status = status;
        }
        // The key's record first: a try whose key was used before fails here
        // (a duplicate key), before it writes anything else.
        let record = CheckoutDocument {
            id: checkout_id,
            customer_id: request.customer_id,
            key: request.key.clone().unwrap_or_else(|| checkout_id.to_hex()),
            order_ids: orders.iter().map(|o| o.id).collect(),
            total: total.poisha(),
            subtotal: charges.subtotal.poisha(),
            delivery_fee: charges.delivery_fee.poisha(),
            delivery_zone: Some(request.zone),
            coupon: applied.as_ref().map(|(a, ..)| a.clone()),
            fee_refunded_by: None,
            payment: Some(PaymentRecord::placed(
                request.payment,
                status,
                status.is_awaiting().then_some(request.payment_deadline),
            )),
            placed_from: request.placed_from.clone(),
            orders_cancelled: 0,
            coupon_given_back: false,
            created_at: now,
        };
        self.checkouts.insert_one(&record).session(&mut session).await?;
        if let Some((_, coupon)) = &applied {
            let counted = self
                .coupons
                .count_use_in(&mut session, coupon, request.customer_id)
                .await?;
            if let Err(error) = counted {
                abort(&mut session).await?;
                return Ok(Err(CheckoutRefusal::Coupon(error)));
            }
        }
        self.orders.insert_many(&orders).session(&mut session).await?;
        let line_ids: Vec<ObjectId> = lines.iter().map(|l| l.id).collect();
        self.cart
            .delete_many(doc! { "customer_id": request.customer_id, "_id": { "$in": line_ids } })
            .session(&mut session)
            .await?;
        queue(&self.outbox, &mut session, mails(&orders)).await?;
        let mut tally = TallyChange::default();
        orders.iter().for_each(|order| tally.placed(order));
        tally.write(&self.tallies, &mut session).await?;
        // Stock last: a variant many are buying is held by this transaction
        // only from here to the commit, so its buyers contend the least.
        if let Some(short) = self.take(&lines, now, &mut session).await? {
            abort(&mut session).await?;
            return Ok(Err(short));
        }
        session.commit_transaction().await?;
        Ok(Ok(orders))
    }

    /// The products and variants `lines` sell, read in `session`: one command each.
    async fn stored(
        &self,
        lines: &[CartItemDocument],
        session: &mut ClientSession,
    ) -> Result<Stored, mongodb::error::Error> {
        let product_ids: Vec<ObjectId> = lines.iter().map(|l| l.product_id).collect();
        let products: Vec<ProductDocument> = self
            .products
            .find(doc! { "_id": { "$in": product_ids } })
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?;
        let variant_ids: Vec<ObjectId> = lines.iter().filter_map(|l| l.variant_id).collect();
        let variants: Vec<VariantDocument> = if variant_ids.is_empty() {
            Vec::new()
        } else {
            self.variants
                .find(doc! { "_id": { "$in": variant_ids } })
                .session(&mut *session)
                .await?
                .stream(&mut *session)
                .try_collect()
                .await?
        };
        Ok(Stored {
            products: products.into_iter().map(|p| (p.id, p)).collect(),
            variants: variants.into_iter().map(|v| (v.id, v)).collect(),
        })
    }

    /// Takes every line's units from its variant (or from its product, when
    /// it is sold as itself) with conditional updates sent as one command per
    /// collection, in `session`'s transaction; the refusal of the first line
    /// short of units when any is.
    async fn take(
        &self,
        lines: &[CartItemDocument],
        now: DateTime,
        session: &mut ClientSession,
    ) -> Result<Option<CheckoutRefusal>, mongodb::error::Error> {
        let (mut variants, mut products) = (Vec::new(), Vec::new());
        let stamp = stock_stamp(now);
        for line in lines {
            let take =
                doc! { "$inc": { "stock": -line.quantity, "sold": line.quantity }, "$set": { "updatedAt": stamp } };
            let enough = doc! { "$gte": line.quantity };
            match line.variant_id {
                Some(variant) => variants.push(doc! {
                    "q": { "_id": variant, "product_id": line.product_id, "stock": enough }, "u": take,
                }),
                // Only while the product has no variants: once it has, its own stock is not sold.
                None => products.push(doc! {
                    "q": { "_id": line.product_id, "options": { "$exists": false }, "stock": enough }, "u": take,
                }),
            }
        }
        let mut taken = 0;
        for (collection, updates) in [(self.variants.name(), variants), (self.products.name(), products)] {
            if updates.is_empty() {
                continue;
            }
            // The update command with many statements: the driver's bulk
            // write needs MongoDB 8, and one update a line costs a round trip a line.
            let command = doc! { "update": collection, "updates": updates, "ordered": true };
            let answer = self.database.run_command(command).session(&mut *session).await?;
            // A statement that failed (not one that matched nothing) aborts the transaction.
            if let Ok(errors) = answer.get_array("writeErrors") {
                return Err(mongodb::error::Error::custom(format!(
                    "taking stock failed: {errors:?}"
                )));
            }
            taken += answer.get_i32("n").map_or(0, i64::from);
        }
        if usize::try_from(taken).is_ok_and(|taken| taken == lines.len()) {
            return Ok(None);
        }
        for line in lines {
            let available = self.units_left(line, session).await?;
            if !cart::can_fill(line.quantity, available) {
                return Ok(Some(CheckoutRefusal::OutOfStock {
                    title: line.title.clone(),
                    available,
                }));
            }
        }
        Err(mongodb::error::Error::custom(
            "stock was not taken, though every line has enough",
        ))
    }

    /// The units a line's variant (or product sold as itself) has left, read in `session`.
    async fn units_left(
        &self,
        line: &CartItemDocument,
        session: &mut ClientSession,
    ) -> Result<i64, mongodb::error::Error> {
        let (collection, id) = match line.variant_id {
            Some(variant) => (self.variants.name(), variant),
            None => (self.products.name(), line.product_id),
        };
        let left = self
            .database
            .collection::<Document>(collection)
            .find_one(doc! { "_id": id })
            .projection(doc! { "stock": 1, "options": 1 })
            .session(session)
            .await?;
        let stock = left.filter(|found| !found.contains_key("options")).and_then(|found| {
            found
                .get_i64("stock")
                .ok()
                .or_else(|| found.get_i32("stock").ok().map(i64::from))
        });
        Ok(stock.unwrap_or(0).max(0))
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
