//! Shoppers written straight into the database, for load tests and fault
//! tests that need many signed-in customers with carts at once.

use crate::documents::{
    address::{AddressDocument, AddressFields},
    cart::CartItemDocument,
    product::ProductDocument,
    user::{Role, UserDocument},
};
use mongodb::bson::{DateTime, oid::ObjectId};

/// A customer who never signs in with a password (tests and the bench mint
/// tokens): `pool` and `n` make the username and email unique.
pub fn shopper(pool: &str, n: usize) -> UserDocument {
    // No password: never signed in with, the bench mints tokens instead.
    UserDocument {
        email: Some(format!("bench.{pool}.{n}@example.com")),
        email_verified: true,
        ..UserDocument::new(
            format!("bench.{pool}.{n}"),
            Role::Customer,
            ("Bench".into(), format!("Shopper {n}")),
            DateTime::now(),
        )
    }
}

/// A default address in Dhaka for `customer_id`.
pub fn address_of(customer_id: ObjectId) -> AddressDocument {
    AddressDocument {
        id: ObjectId::new(),
        customer_id,
        fields: AddressFields {
            first_name: "Bench".into(),
            last_name: "Shopper".into(),
            phone: "01712345678".into(),
            address: "House 1, Road 1".into(),
            region: "Dhaka".into(),
            city: "Dhaka".into(),
            area: "Gulshan".into(),
            zip_code: "1212".into(),
            country: "Bangladesh".into(),
            state: String::new(),
            apartment_suit: String::new(),
        },
        is_default: true,
        created_at: DateTime::now(),
    }
}

/// A cart line of `quantity` units of `product`, priced as stored.
pub fn cart_line(customer_id: ObjectId, product: &ProductDocument, quantity: i64) -> CartItemDocument {
    CartItemDocument::new(customer_id, product, &product.opening_variant(None).0, quantity)
}
