//! Demo accounts for `scripts/run`: an admin, and a customer with an address,
//! orders in several states and a review, so every screen has something to show.

use super::generate;
use crate::{
    auth::PasswordHasher,
    documents::{
        address::{AddressDocument, AddressFields},
        cart::CartItemDocument,
        order::ShippingSnapshot,
        review::ReviewDocument,
        user::{Role, UserDocument},
    },
    repository::{Repositories, RepositoryError},
    services::Failure,
    services::checkout::{CheckoutOutcome, CheckoutRequest},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{OrderStatus, PaymentMethod, payment::HoldLimits};

/// Email and password of the demo admin.
pub const DEMO_ADMIN: (&str, &str) = ("admin@phonebazar.com.bd", "Admin#2026shop");
/// Email and password of the demo customer.
pub const DEMO_CUSTOMER: (&str, &str) = ("customer@phonebazar.com.bd", "Customer#2026shop");

/// Why the demo accounts could not be written.
#[derive(Debug, thiserror::Error)]
pub enum SeedError {
    #[error(transparent)]
    Repository(#[from] RepositoryError),
    #[error("{0}")]
    Failure(#[from] Failure),
    #[error("the demo checkout was refused: {0}")]
    Checkout(String),
}

async fn account(
    repositories: &Repositories,
    hasher: &PasswordHasher,
    (email, password): (&str, &str),
    role: Role,
    names: (&str, &str),
) -> Result<UserDocument, SeedError> {
    let username = email.split('@').next().unwrap_or("demo").into();
    let user = UserDocument {
        email: Some(email.into()),
        password_hash: hasher.hash(password.into()).await?,
        email_verified: true,
        ..UserDocument::new(username, role, (names.0.into(), names.1.into()), DateTime::now())
    };
    repositories.users.insert(&user).await?;
    Ok(user)
}

/// Writes the demo accounts unless the admin already exists; answers whether it wrote them.
/// Needs the catalog for `seed` in place (its first products are bought).
pub async fn seed_demo_accounts(
    repositories: &Repositories,
    hasher: &PasswordHasher,
    seed: u64,
) -> Result<bool, SeedError> {
    if repositories.users.find_by_email(DEMO_ADMIN.0).await?.is_some() {
        return Ok(false);
    }
    let admin = account(repositories, hasher, DEMO_ADMIN, Role::Admin, ("Shop", "Admin")).await?;
    repositories.products.assign_unowned(admin.id).await?;
    let customer = account(repositories, hasher, DEMO_CUSTOMER, Role::Customer, ("Rahim", "Uddin")).await?;
    let fields = AddressFields {
        first_name: "Rahim".into(),
        last_name: "Uddin".into(),
        phone: "01712345678".into(),
        address: "House 12, Road 5".into(),
        region: "Dhaka".into(),
        city: "Dhaka".into(),
        area: "Dhanmondi".into(),
        zip_code: "1205".into(),
        country: "Bangladesh".into(),
        state: String::new(),
        apartment_suit: "4B".into(),
    };
    let address = AddressDocument {
        id: ObjectId::new(),
        customer_id: customer.id,
        fields,
        is_default: true,
        created_at: DateTime::now(),
    };
    repositories.addresses.insert(&address).await?;

    let mut bought = Vec::new();
    for index in 0..200 {
        if bought.len() == 3 {
            break;
        }
        let id = generate(seed, index).product.id;
        if let Some(product) = repositories
            .products
            .find_by_id(id)
            .await?
            .filter(|p| p.fields.stock > 0)
        {
            bought.push(product);
        }
    }
    let statuses: [&[OrderStatus]; 3] = [
        &[OrderStatus::Confirmed, OrderStatus::Shipped, OrderStatus::Delivered],
        &[OrderStatus::Confirmed, OrderStatus::Shipped],
        &[],
    ];
    let zone = shop_core::DeliveryZone::of_city(&address.fields.city);
    for (i, (product, steps)) in bought.iter().zip(statuses).enumerate() {
        let line = CartItemDocument::new(customer.id, product, &product.opening_variant(None).0, 1);
        repositories.cart.insert(&line).await?;
        let request = CheckoutRequest {
            placed_from: None,
            customer_id: customer.id,
            key: Some(format!("demo-checkout-{i}")),
            expected_total: None,
            shipping: ShippingSnapshot::from_address(&address),
            zone,
            // Cash: a demo order is never marked paid without a payment.
            payment: PaymentMethod::CashOnDelivery,
            payment_deadline: DateTime::now(),
            delivery_date: crate::services::checkout::delivery_date(DateTime::now(), zone),
            coupon: None,
            emi: None,
        };
        let placed = crate::services::checkout::place_request(
            repositories,
            &std::sync::Arc::default(),
            &request,
            &HoldLimits::UNLIMITED,
            &|_| Vec::new(),
        )
        .await
        .map_err(|e| SeedError::Checkout(e.to_string()))?;
        let orders = match placed {
            Ok(CheckoutOutcome::Placed(orders) | CheckoutOutcome::Replayed(orders)) => orders,
            Err(refusal) => return Err(SeedError::Checkout(format!("{refusal:?}"))),
        };
        for order in &orders {
            for step in steps.iter() {
                // A shipped demo phone has its (made-up, well-formed) IMEI.
                let handsets = if *step == OrderStatus::Shipped {
                    let imei = shop_core::imei::Imei::completing(&format!("3569380356{i:04}"))
                        .map_err(|e| SeedError::Checkout(e.to_string()))?;
                    vec![vec![imei.as_str().to_owned()]]
                } else {
                    Vec::new()
                };
                let change = crate::services::orders::StatusMove {
                    id: order.id,
                    owner: None,
                    to: *step,
                    handsets: &handsets,
                };
                // No e-mails, and no alerts yet to link to the shop from.
                let _ = crate::services::orders::apply(repositories, &change, &|_| Vec::new(), "").await?;
            }
        }
        if steps.contains(&OrderStatus::Delivered) {
            let now = DateTime::now();
            let review = ReviewDocument {
                id: ObjectId::new(),
                customer_id: customer.id,
                customer_name: "Rahim Uddin".into(),
                product_id: product.id,
                product_title: product.fields.title.clone(),
                product_cover: product.fields.cover.clone(),
                rating: 5,
                title: "Fast delivery, genuine phone".into(),
                text: "Arrived in two days in Dhanmondi. Battery easily lasts a day.".into(),
                variant_label: orders.first().map(|o| o.product.label.clone()).unwrap_or_default(),
                created_at: now,
                updated_at: now,
            };
            let _ = crate::services::reviews::record(repositories, &review).await?;
        }
    }
    Ok(true)
}
