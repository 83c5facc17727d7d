//! A checkout's coupon inside its transaction: read with the customer's uses
//! so far and taken off the priced orders by the use case's rule; its use is
//! counted by the checkout after its key's record is written.

use super::{CheckoutRefusal, CheckoutRequest, CouponAt, OrderRepository, Pricing};
use crate::documents::{
    coupon::{AppliedCoupon, CouponDocument},
    order::OrderDocument,
};
use mongodb::{ClientSession, bson::DateTime};
use shop_core::Money;

impl OrderRepository {
    /// The request's coupon taken off `orders` by the use case's rule, with
    /// the customer's uses of it so far; `None` without a coupon.
    pub(super) async fn apply_coupon(
        &self,
        session: &mut ClientSession,
        request: &CheckoutRequest,
        pricing: &Pricing<'_>,
        orders: &mut [OrderDocument],
        delivery_fee: Money,
        now: DateTime,
    ) -> Result<Result<Option<(AppliedCoupon, CouponDocument)>, CheckoutRefusal>, mongodb::error::Error> {
        let Some(coupon_id) = request.coupon else {
            return Ok(Ok(None));
        };
        let Some((coupon, uses)) = self.coupons.read_in(session, coupon_id, request.customer_id).await? else {
            return Ok(Err(CheckoutRefusal::Coupon(shop_core::coupon::CouponError::Unknown)));
        };
        let at = CouponAt {
            coupon: &coupon,
            uses,
            delivery_fee,
            now,
        };
        Ok(match (pricing.coupon)(&at, orders) {
            Ok(off) => Ok(Some((
                AppliedCoupon {
                    coupon_id,
                    code: coupon.code.clone(),
                    goods_off: off.goods.poisha(),
                    delivery_off: off.delivery.poisha(),
                },
                coupon,
            ))),
            Err(error) => Err(CheckoutRefusal::Coupon(error)),
        })
    }
}
