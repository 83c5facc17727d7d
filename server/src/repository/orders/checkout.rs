//! Placing a cart as orders in one transaction: stock is taken only where
//! enough is left, `sold` grows, the cart empties and an idempotency record
//! is written, or nothing happens.

use super::{
    CheckoutOutcome, CheckoutRefusal, CheckoutRequest, NewOrder, OrderMails, OrderRepository, PriceLine, abort, queue,
};
use crate::{
    documents::{
        cart::CartItemDocument,
        checkout::{CheckoutDocument, PaymentRecord},
        order::OrderDocument,
        product::ProductDocument,
        variant::VariantDocument,
    },
    repository::{RepositoryError, retry_transient},
};
use futures_util::TryStreamExt;
use mongodb::{
    ClientSession,
    bson::{DateTime, doc, oid::ObjectId},
};
use shop_core::{Charges, Money, PaymentStatus, cart};

impl OrderRepository {
    /// Places the caller's cart as orders, each line priced by `price`, all or nothing.
    #[tracing::instrument(skip_all, fields(customer = %request.customer_id))]
    pub async fn checkout(
        &self,
        request: &CheckoutRequest,
        price: &PriceLine,
        mails: &OrderMails<'_>,
    ) -> Result<Result<CheckoutOutcome, CheckoutRefusal>, RepositoryError> {
        if let Some(orders) = self.replay(request).await? {
            return Ok(Ok(CheckoutOutcome::Replayed(orders)));
        }
        match retry_transient(|| self.checkout_once(request, price, mails)).await {
            Ok(result) => Ok(result.map(CheckoutOutcome::Placed)),
            // A concurrent try with the same key committed first.
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
        price: &PriceLine,
        mails: &OrderMails<'_>,
    ) -> Result<Result<Vec<OrderDocument>, CheckoutRefusal>, mongodb::error::Error> {
        // Fast refusal outside the transaction: once a product has sold out,
        // retries of a conflicting checkout stop here instead of contending.
        // The conditional update inside the transaction is what guarantees it.
        if let Some(refusal) = self.short_of_stock(request.customer_id).await? {
            return Ok(Err(refusal));
        }
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
        let now = DateTime::now();
        let checkout_id = ObjectId::new();
        let mut orders = Vec::with_capacity(lines.len());
        for line in &lines {
            let Some((product, variant)) = self.sold(line, &mut session).await? else {
                abort(&mut session).await?;
                return Ok(Err(CheckoutRefusal::OutOfStock {
                    title: line.title.clone(),
                    available: 0,
                }));
            };
            let new = NewOrder {
                checkout_id,
                request,
                line,
                product: &product,
                variant: &variant,
                now,
            };
            match price(&new) {
                Ok(order) => orders.push(order),
                Err(refusal) => {
                    abort(&mut session).await?;
                    return Ok(Err(refusal));
                }
            }
        }
        // What the shopper pays: the lines and one delivery fee for the
        // address's zone, as the core charges it and the summary showed it.
        let charges = match Money::checked_sum(orders.iter().map(|o| Money::from_poisha(o.total)))
            .and_then(|subtotal| Charges::new(subtotal, request.zone))
        {
            Ok(charges) => charges,
            Err(error) => {
                abort(&mut session).await?;
                return Ok(Err(CheckoutRefusal::Price(error.to_string())));
            }
        };
        if request.expected_total.is_some_and(|expected| expected != charges.total) {
            abort(&mut session).await?;
            return Ok(Err(CheckoutRefusal::TotalChanged { total: charges.total }));
        }
        for order in &mut orders {
            order.delivery_zone = Some(request.zone);
            order.delivery_fee = charges.delivery_fee.poisha();
            order.checkout_total = charges.total.poisha();
        }
        self.orders.insert_many(&orders).session(&mut session).await?;
        let line_ids: Vec<ObjectId> = lines.iter().map(|l| l.id).collect();
        self.cart
            .delete_many(doc! { "customer_id": request.customer_id, "_id": { "$in": line_ids } })
            .session(&mut session)
            .await?;
        let status = PaymentStatus::at_checkout(request.payment);
        let record = CheckoutDocument {
            id: checkout_id,
            customer_id: request.customer_id,
            key: request.key.clone().unwrap_or_else(|| checkout_id.to_hex()),
            order_ids: orders.iter().map(|o| o.id).collect(),
            total: charges.total.poisha(),
            subtotal: charges.subtotal.poisha(),
            delivery_fee: charges.delivery_fee.poisha(),
            delivery_zone: Some(request.zone),
            payment: Some(PaymentRecord::placed(
                request.payment,
                status,
                status.is_awaiting().then_some(request.payment_deadline),
            )),
            placed_from: request.placed_from.clone(),
            created_at: now,
        };
        self.checkouts.insert_one(&record).session(&mut session).await?;
        queue(&self.outbox, &mut session, mails(&orders)).await?;
        // Stock last: a variant many are buying is held by this transaction
        // only from here to the commit, so its buyers contend the least.
        for line in &lines {
            if let Some(available) = self.take(line, now, &mut session).await? {
                abort(&mut session).await?;
                return Ok(Err(CheckoutRefusal::OutOfStock {
                    title: line.title.clone(),
                    available,
                }));
            }
        }
        session.commit_transaction().await?;
        Ok(Ok(orders))
    }

    /// What a line sells, read in `session`: the product and the variant
    /// (the product itself when it is sold as itself); `None` when either is
    /// gone, or the line holds a product that has variants now.
    async fn sold(
        &self,
        line: &CartItemDocument,
        session: &mut ClientSession,
    ) -> Result<Option<(ProductDocument, VariantDocument)>, mongodb::error::Error> {
        let Some(product) = self
            .products
            .find_one(doc! { "_id": line.product_id })
            .session(&mut *session)
            .await?
        else {
            return Ok(None);
        };
        let variant = match line.variant_id {
            None if product.options.is_empty() => Some(product.opening_variant(None).0),
            None => None,
            Some(id) => {
                self.variants
                    .find_one(doc! { "_id": id, "product_id": line.product_id })
                    .session(&mut *session)
                    .await?
            }
        };
        Ok(variant.map(|variant| (product, variant)))
    }

    /// Takes a line's units from its variant (or from its product, when it
    /// is sold as itself) with one conditional update, in `session`'s
    /// transaction; `Some(units left)` when there are not enough.
    async fn take(
        &self,
        line: &CartItemDocument,
        now: DateTime,
        session: &mut ClientSession,
    ) -> Result<Option<i64>, mongodb::error::Error> {
        let mut enough = doc! { "stock": { "$gte": line.quantity } };
        let take = doc! { "$inc": { "stock": -line.quantity, "sold": line.quantity }, "$set": { "updatedAt": now } };
        let (holder, id) = match line.variant_id {
            Some(variant) => {
                enough.insert("product_id", line.product_id);
                (&self.variants.clone_with_type::<mongodb::bson::Document>(), variant)
            }
            None => {
                // Only while the product has no variants: once it has, its own stock is not sold.
                enough.insert("options", doc! { "$exists": false });
                (
                    &self.products.clone_with_type::<mongodb::bson::Document>(),
                    line.product_id,
                )
            }
        };
        enough.insert("_id", id);
        if holder
            .update_one(enough, take)
            .session(&mut *session)
            .await?
            .matched_count
            == 1
        {
            return Ok(None);
        }
        Ok(Some(self.units_left(holder, id, session).await?))
    }

    /// The units a product or variant has left, read in `session`.
    async fn units_left<T: Send + Sync>(
        &self,
        collection: &mongodb::Collection<T>,
        id: ObjectId,
        session: &mut ClientSession,
    ) -> Result<i64, mongodb::error::Error> {
        let left = collection
            .clone_with_type::<mongodb::bson::Document>()
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

    /// A line of the cart the shop cannot fill right now, read without a transaction.
    async fn short_of_stock(&self, customer_id: ObjectId) -> Result<Option<CheckoutRefusal>, mongodb::error::Error> {
        let lines: Vec<CartItemDocument> = self
            .cart
            .find(doc! { "customer_id": customer_id })
            .await?
            .try_collect()
            .await?;
        let own: Vec<ObjectId> = lines
            .iter()
            .filter(|l| l.variant_id.is_none())
            .map(|l| l.product_id)
            .collect();
        let variants: Vec<ObjectId> = lines.iter().filter_map(|l| l.variant_id).collect();
        let mut stock = std::collections::HashMap::new();
        if !own.is_empty() {
            let mut products = self.products.find(doc! { "_id": { "$in": own } }).await?;
            while let Some(product) = products.try_next().await? {
                stock.insert(
                    product.id,
                    if product.options.is_empty() {
                        product.fields.stock
                    } else {
                        0
                    },
                );
            }
        }
        if !variants.is_empty() {
            let mut found = self.variants.find(doc! { "_id": { "$in": variants } }).await?;
            while let Some(variant) = found.try_next().await? {
                stock.insert(variant.id, variant.stock);
            }
        }
        for line in &lines {
            let holder = line.variant_id.unwrap_or(line.product_id);
            let available = stock.get(&holder).copied().unwrap_or(0).max(0);
            if !cart::can_fill(line.quantity, available) {
                return Ok(Some(CheckoutRefusal::OutOfStock {
                    title: line.title.clone(),
                    available,
                }));
            }
        }
        Ok(None)
    }
}
