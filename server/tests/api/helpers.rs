use crate::wire_servers::{mongodb_uri, on_its_server};
use mongodb::bson::oid::ObjectId;
use shop_server::{
    config::{BkashSettings, PaymentSettings, Settings},
    demo,
    repository::Repositories,
    startup::Application,
};
use std::{path::PathBuf, time::Duration};

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub repositories: Repositories,
    pub static_dir: PathBuf,
    pub settings: Settings,
    pub catalog: std::sync::Arc<shop_server::catalog_view::CatalogView>,
    pub sitemaps: std::sync::Arc<shop_server::seo::sitemaps::Sitemaps>,
    /// Where metrics are served, when the settings ask for them.
    pub metrics_address: Option<String>,
}

/// Settings for a fresh database and a throw-away front-end folder.
pub fn test_settings() -> Settings {
    let name = format!("test_{}", ObjectId::new().to_hex());
    let static_dir = std::env::temp_dir().join(format!("shop-static-{name}"));
    std::fs::create_dir_all(static_dir.join("assets")).expect("create static dir");
    std::fs::write(
        static_dir.join("index.html"),
        "<!doctype html><title>shop</title><div id=root></div>",
    )
    .expect("write index");
    std::fs::write(static_dir.join("assets/app.js"), "console.log('app')").expect("write asset");
    Settings {
        port: 0,
        mongodb_uri: mongodb_uri(&name),
        database_name: name,
        static_dir,
        workers: Some(2),
        bcrypt_cost: 4,
        jwt_secret: shop_server::config::random_secret(),
        // Tests sign many users up from one address and try wrong passwords on
        // purpose; the limit tests lower these.
        credential_burst: 10_000,
        account_failures: 10_000,
        address_failures: 10_000,
        password_changes: 10_000,
        confirmation_mails: shop_server::config::MailBudgets {
            per_address: 10_000,
            per_instance: 10_000,
        },
        database_timeout: Duration::from_secs(5),
        payments: PaymentSettings {
            bkash: Some(bkash_settings()),
            // Payment tests run the job by hand (or set their own interval).
            job_interval: Duration::from_secs(3600),
            ..PaymentSettings::defaults(0)
        },
        // The dashboard's tallies are folded when a test asks (services::tally_folding::fold).
        // Folded every second, a fold could be in flight when its test ended: its transaction,
        // cut off with the test's runtime, stayed open on the wire server until its 60-s
        // lifetime ran out, and held back that server's oldest snapshot, so every other test's
        // writes there stalled behind it (10-60 s with the cores idle, in most runs).
        tally_folding: Duration::from_secs(3600),
        ..Settings::default()
    }
}

/// The shop's bKash settings, pointing at this test run's simulator.
pub fn bkash_settings() -> BkashSettings {
    let simulator = crate::simulator::bkash();
    BkashSettings {
        base_url: simulator.base_url(),
        app_key: crate::simulator::APP_KEY.into(),
        app_secret: crate::simulator::APP_SECRET.into(),
        username: crate::simulator::USERNAME.into(),
        password: crate::simulator::PASSWORD.into(),
        timeout: Duration::from_secs(5),
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(test_settings()).await
}

pub async fn spawn_app_with(settings: Settings) -> TestApp {
    on_its_server(&settings);
    if std::env::var_os("TEST_LOG").is_some() {
        shop_server::telemetry::init(shop_server::telemetry::LogFormat::Text);
    }
    let static_dir = settings.static_dir.clone();
    let kept = settings.clone();
    let app = Application::build(settings).await.unwrap_or_else(|e| {
        panic!(
            "the app did not start; is a MongoDB wire server at {}? {e}",
            kept.mongodb_uri
        )
    });
    let address = format!("http://127.0.0.1:{}", app.port());
    let repositories = app.repositories().clone();
    let catalog = app.catalog();
    let sitemaps = app.sitemaps();
    let metrics_address = app.metrics_port().map(|port| format!("http://127.0.0.1:{port}"));
    tokio::spawn(app.run_until_stopped());
    TestApp {
        address,
        client: reqwest::Client::new(),
        repositories,
        static_dir,
        settings: kept,
        catalog,
        sitemaps,
        metrics_address,
    }
}

impl TestApp {
    pub async fn seed(&self, count: u64) {
        demo::seed_catalog(&self.repositories, count, 42)
            .await
            .expect("seed the catalog");
        self.refresh_catalog().await;
    }

    /// Sets the stock of what add-cart sells of `product` when no variant is
    /// named (the variant its page opens on, or the product sold as itself),
    /// as a write elsewhere would, and hands it to the view; answers that variant.
    pub async fn set_stock(
        &self,
        product: &shop_server::documents::product::ProductDocument,
        stock: i64,
    ) -> shop_server::documents::variant::VariantDocument {
        let variant = product.opening_variant(None).0;
        let collection = if product.has_variants() { "variants" } else { "products" };
        self.database()
            .await
            .collection::<mongodb::bson::Document>(collection)
            .update_one(
                mongodb::bson::doc! { "_id": variant.id },
                mongodb::bson::doc! { "$set": { "stock": stock, "updatedAt": mongodb::bson::DateTime::now() } },
            )
            .await
            .expect("set stock");
        self.refresh_catalog().await;
        variant
    }

    /// The demo catalog's first `count` phones as a database written before
    /// variants held them: each sold as itself, its stock on the product.
    pub async fn seed_before_variants(&self, count: u64) {
        demo::seed_catalog(&self.repositories, 0, 42)
            .await
            .expect("seed the brands");
        let phones: Vec<demo::DemoProduct> = (0..count).map(|i| demo::generate(42, i)).collect();
        let images: Vec<_> = phones.iter().map(|p| p.image.clone()).collect();
        let products: Vec<_> = phones.iter().map(demo::DemoProduct::sold_as_itself).collect();
        let prices: Vec<_> = phones.iter().flat_map(|p| p.own_prices.clone()).collect();
        self.repositories.images.insert_many(&images).await.expect("pictures");
        shop_server::services::products::insert(&self.repositories, &products, &[], &prices)
            .await
            .expect("products as before variants");
        self.refresh_catalog().await;
    }

    /// Hands products written behind the app's back to its catalog view, as a sync would.
    pub async fn refresh_catalog(&self) {
        self.catalog
            .upsert(self.repositories.products.all().await.expect("read products"))
            .expect("index");
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("request sent")
    }

    /// GET answering JSON: the status and the parsed body.
    pub async fn get_json(&self, path: &str) -> (u16, serde_json::Value) {
        let response = self.get(path).await;
        let status = response.status().as_u16();
        let content_type = response
            .headers()
            .get("content-type")
            .map(|v| v.to_str().unwrap_or("").to_owned());
        assert_eq!(
            content_type.as_deref(),
            Some("application/json"),
            "{path} must answer JSON"
        );
        (status, response.json().await.expect("JSON body"))
    }
}

/// A signed-up customer: their id and token.
#[derive(Clone)]
pub struct TestUser {
    pub id: String,
    pub token: String,
    pub email: String,
}

impl TestApp {
    pub async fn post_json(
        &self,
        path: &str,
        token: Option<&str>,
        body: &serde_json::Value,
    ) -> (u16, serde_json::Value) {
        let mut request = self.client.post(format!("{}{path}", self.address)).json(body);
        if let Some(token) = token {
            request = request.header("token", token);
        }
        let response = request.send().await.expect("request sent");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(serde_json::Value::Null))
    }

    pub async fn get_json_as(&self, path: &str, token: &str) -> (u16, serde_json::Value) {
        let response = self
            .client
            .get(format!("{}{path}", self.address))
            .header("token", token)
            .send()
            .await
            .expect("request sent");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(serde_json::Value::Null))
    }

    /// Signs up a new customer with a unique email.
    pub async fn signup(&self, first_name: &str) -> TestUser {
        let email = format!("{}.{}@example.com", first_name.to_lowercase(), ObjectId::new().to_hex());
        let (status, body) = self
            .post_json(
                "/api/signup",
                None,
                &serde_json::json!({ "first_name": first_name, "email": email, "password": "correct horse battery" }),
            )
            .await;
        assert_eq!(status, 201, "{body}");
        self.confirm_email(&email).await;
        TestUser {
            id: body["_id"].as_str().expect("_id").to_owned(),
            token: body["token"].as_str().expect("token").to_owned(),
            email,
        }
    }

    /// The confirmation link mailed to `email` on sign-up (its path, from `/api/`).
    pub async fn confirmation_link(&self, email: &str) -> String {
        let mail = self
            .database()
            .await
            .collection::<mongodb::bson::Document>("outbox")
            .find_one(mongodb::bson::doc! { "to": email, "kind": "confirm_email" })
            .sort(mongodb::bson::doc! { "createdAt": -1 })
            .await
            .expect("outbox")
            .expect("a confirmation e-mail");
        let text = mail.get_str("text").expect("text");
        let at = text.find("/api/auth/confirm-email?token=").expect("the link");
        text[at..].split_whitespace().next().expect("link").to_owned()
    }

    /// Opens the confirmation link mailed to `email`, as its owner would.
    pub async fn confirm_email(&self, email: &str) {
        let link = self.confirmation_link(email).await;
        assert_eq!(self.get(&link).await.status().as_u16(), 200, "{link}");
    }
}

impl TestApp {
    /// A signed-up user promoted to admin in the database (the token still says customer).
    pub async fn admin(&self) -> TestUser {
        let user = self.signup("Admin").await;
        let id = ObjectId::parse_str(&user.id).expect("id");
        self.repositories
            .users
            .set_role(id, shop_server::documents::user::Role::Admin)
            .await
            .expect("promote");
        user
    }

    pub async fn send_json(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<&serde_json::Value>,
    ) -> (u16, serde_json::Value) {
        let mut request = self.client.request(method, format!("{}{path}", self.address));
        if let Some(token) = token {
            request = request.header("token", token);
        }
        if let Some(body) = body {
            request = request.json(body);
        }
        let response = request.send().await.expect("request sent");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(serde_json::Value::Null))
    }
}

impl TestApp {
    /// A customer written straight to the database, with a token, for tests that need many.
    pub async fn quick_customer(&self, name: &str) -> TestUser {
        use shop_server::documents::user::{Role, UserDocument};
        let id = ObjectId::new();
        let email = format!("{name}.{}@example.com", id.to_hex());
        let user = UserDocument {
            id,
            username: format!("{name}{}", id.to_hex()),
            email: Some(email.clone()),
            phone: None,
            phone_verified_at: None,
            password_hash: String::new(),
            role: Role::Customer,
            first_name: name.into(),
            last_name: String::new(),
            avatar: String::new(),
            created_at: mongodb::bson::DateTime::now(),
            language: shop_core::Locale::English,
            order_sms_off: false,
            email_verified: true,
            verify_token_hash: None,
            verify_expires_at: None,
            totp: None,
        };
        self.repositories.users.insert(&user).await.expect("insert user");
        let keys = shop_server::auth::TokenKeys::new(&self.settings.jwt_secret, self.settings.token_lifetime);
        TestUser {
            id: id.to_hex(),
            token: keys.issue(id, Role::Customer).expect("token"),
            email,
        }
    }

    /// Saves an address for the user and answers its id.
    pub async fn add_address(&self, user: &TestUser) -> String {
        let body = serde_json::json!({
            "first_name": "Rahim", "last_name": "Khan", "phone": "01712345678", "address": "House 12, Road 5",
            "city": "Dhaka", "area": "Dhanmondi", "zip_code": "1205"
        });
        let (status, saved) = self
            .post_json("/api/shipping-addresses", Some(&user.token), &body)
            .await;
        assert_eq!(status, 201, "{saved}");
        saved["_id"].as_str().expect("id").to_owned()
    }

    /// `user`'s cart lines as the contract's client asks for them: status and body.
    pub async fn cart_of(&self, user: &TestUser) -> (u16, serde_json::Value) {
        let body = serde_json::json!({ "customer_id": user.id });
        self.post_json("/api/cart-products", Some(&user.token), &body).await
    }

    /// The checkout body the shop's client sends: the total of the summary the
    /// shopper saw, and an idempotency key.
    pub async fn checkout_body(&self, user: &TestUser, address: &str, payment: &str, key: &str) -> serde_json::Value {
        let (status, summary) = self
            .get_json_as(&format!("/api/checkout/summary?address_id={address}"), &user.token)
            .await;
        assert_eq!(status, 200, "{summary}");
        serde_json::json!({
            "address_id": address, "payment_method": payment, "idempotency_key": key,
            "expected_total": summary["total"],
        })
    }

    pub async fn add_to_cart(&self, user: &TestUser, product_id: &ObjectId, quantity: u32) {
        let body = serde_json::json!({ "product_id": product_id.to_hex(), "quantity": quantity });
        let (status, answer) = self.post_json("/api/add-cart", Some(&user.token), &body).await;
        assert_eq!(status, 201, "{answer}");
    }

    /// This app's database, for checks the API cannot make.
    pub async fn database(&self) -> mongodb::Database {
        mongodb::Client::with_uri_str(&self.settings.mongodb_uri)
            .await
            .expect("client")
            .database(&self.settings.database_name)
    }

    pub async fn product(&self, id: &ObjectId) -> shop_server::documents::product::ProductDocument {
        self.repositories
            .products
            .find_by_id(*id)
            .await
            .expect("read")
            .expect("product exists")
    }
}

/// The titles of a product page answer, in order.
pub fn titles(body: &serde_json::Value) -> Vec<String> {
    body["products"]
        .as_array()
        .expect("products array")
        .iter()
        .map(|p| p["title"].as_str().unwrap_or("").to_owned())
        .collect()
}
