//! Helpers for `scripts/bench`: shoppers with carts to load-test with, a raw
//! driver round trip to compare the cart calls with, and a plain scan of the
//! products collection to compare startup with; and, without any database,
//! the cost of uncached listings (`listing`). Not used by the shop itself.

#[path = "shop-bench/listing.rs"]
mod listing;
#[path = "shop-bench/raw_checkout.rs"]
mod raw_checkout;

use clap::{Parser, Subcommand};
use futures_util::TryStreamExt;
use mongodb::{
    Client, Database,
    bson::{Document, RawDocumentBuf, doc, oid::ObjectId},
};
use shop_core::Money;
use shop_server::{
    auth::TokenKeys,
    config::Settings,
    demo::shoppers::{address_of, cart_line, shopper},
    documents::{
        address::AddressDocument,
        cart::CartItemDocument,
        product::ProductDocument,
        user::{Role, UserDocument},
        variant::VariantDocument,
    },
};
use std::{
    io::Write,
    path::PathBuf,
    time::{Duration, Instant},
};

#[derive(Parser)]
#[command(about = "Fixtures and baselines for scripts/bench")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Writes shoppers with an address and a cart, and a token file per use.
    Shoppers {
        /// Shoppers whose one-line carts the checkout run places.
        #[arg(long, default_value_t = 20_000)]
        checkout: usize,
        /// Shoppers with three lines each, for the cart list and add-to-cart runs.
        #[arg(long, default_value_t = 2_000)]
        browsing: usize,
        /// Folder for `checkout.txt`, `browsing.txt` and `products.txt`.
        #[arg(long)]
        out: PathBuf,
    },
    /// Times one `find` on `cart_items` per request, as the cart list sends,
    /// from many tasks at once: the floor any cart call can reach.
    RoundTrip {
        #[arg(long, default_value_t = 64)]
        connections: usize,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        /// A token file `shoppers` wrote: reads these shoppers' carts, in
        /// its order, as the cart list run does (every cart when left out).
        #[arg(long)]
        shoppers: Option<PathBuf>,
    },
    /// Places the checkout shoppers' carts with the database commands of a
    /// shop checkout sent straight through the driver, from many tasks at
    /// once: the floor a checkout can reach on this database.
    RawCheckout {
        #[arg(long, default_value_t = 64)]
        connections: usize,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
    },
    /// Times reading every document startup reads (every variant, then every
    /// product) once, without decoding them.
    Scan,
    /// Times uncached listings on a catalog view of generated products held
    /// in memory (no database): microseconds per query and req/s per core.
    Listing {
        #[arg(long, default_value_t = 100_000)]
        products: u64,
        /// Queries timed per kind.
        #[arg(long, default_value_t = 2_000)]
        queries: usize,
        /// Times one kind alone: filtered, first, search or random.
        #[arg(long)]
        only: Option<String>,
    },
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    if let Command::Listing {
        products,
        queries,
        only,
    } = &cli.command
    {
        return listing::run(*products, *queries, only.as_deref());
    }
    let settings = Settings::from_env()?;
    let database = Client::with_uri_str(&settings.mongodb_uri)
        .await?
        .database(&settings.database_name);
    match cli.command {
        Command::Shoppers {
            checkout,
            browsing,
            out,
        } => shoppers(&database, &settings, checkout, browsing, &out).await,
        Command::RoundTrip {
            connections,
            seconds,
            shoppers,
        } => {
            let customers = match shoppers {
                Some(file) => customers_in(&settings, &file)?,
                None => customers_with_carts(&database).await?,
            };
            round_trip(&database, customers, connections, seconds).await
        }
        Command::RawCheckout { connections, seconds } => raw_checkout::run(&database, connections, seconds).await,
        Command::Scan => scan(&database).await,
        Command::Listing { .. } => Ok(()),
    }
}

/// Products that checkouts buy from: plenty of stock, spread over many
/// documents so concurrent checkouts do not all write the same one.
const STOCKED_PRODUCTS: usize = 500;

async fn shoppers(
    database: &Database,
    settings: &Settings,
    checkout: usize,
    browsing: usize,
    out: &std::path::Path,
) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(out)?;
    let products: Vec<ProductDocument> = database
        .collection::<ProductDocument>("products")
        .find(doc! {})
        .limit(i64::try_from(STOCKED_PRODUCTS)?)
        .await?
        .try_collect()
        .await?;
    if products.is_empty() {
        return Err("seed the catalog first".into());
    }
    let ids: Vec<ObjectId> = products.iter().map(|p| p.id).collect();
    let mut products = with_variants(database, products).await?;
    // What a checkout sells: the variant each page opens on, or the product
    // itself when it has none; each gets plenty of units.
    let sold: Vec<ObjectId> = products.iter().map(|p| p.opening_variant(None).0.id).collect();
    // `updatedAt` tells the servers' catalog sync to pick the stock up.
    let stocked = doc! { "$set": { "stock": 1_000_000_i64, "updatedAt": mongodb::bson::DateTime::now() } };
    for collection in ["products", "variants"] {
        database
            .collection::<Document>(collection)
            .update_many(doc! { "_id": { "$in": &sold } }, stocked.clone())
            .await?;
    }
    for variant in products.iter_mut().flat_map(|p| p.variants.iter_mut()) {
        if sold.contains(&variant.id) {
            variant.stock = 1_000_000;
        }
    }
    let keys = TokenKeys::new(&settings.jwt_secret, settings.token_lifetime);
    let mut written = std::fs::File::create(out.join("products.txt"))?;
    for id in &ids {
        writeln!(written, "{}", id.to_hex())?;
    }
    for (name, count, lines) in [("checkout", checkout, 1), ("browsing", browsing, 3)] {
        let mut tokens = std::fs::File::create(out.join(format!("{name}.txt")))?;
        for batch in (0..count).collect::<Vec<_>>().chunks(1_000) {
            let mut users = Vec::new();
            let mut addresses = Vec::new();
            let mut carts = Vec::new();
            for &n in batch {
                let user = shopper(name, n);
                let address = address_of(user.id);
                let mut subtotal = Money::ZERO;
                for line in 0..lines {
                    let product = &products[(n * lines + line) % products.len()];
                    carts.push(cart_line(user.id, product, 1));
                    let sold = product.opening_variant(None).0;
                    subtotal = subtotal.checked_add(Money::from_poisha(sold.final_price))?;
                }
                // The total a shopper's summary shows, which checkout requires back.
                writeln!(
                    tokens,
                    "{} {} {}",
                    keys.issue(user.id, Role::Customer)?,
                    address.id.to_hex(),
                    shop_core::Charges::new(subtotal, shop_core::DeliveryZone::of_city(&address.fields.city))?
                        .total
                        .poisha()
                )?;
                users.push(user);
                addresses.push(address);
            }
            database.collection::<UserDocument>("users").insert_many(&users).await?;
            database
                .collection::<AddressDocument>("addresses")
                .insert_many(&addresses)
                .await?;
            database
                .collection::<CartItemDocument>("cart_items")
                .insert_many(&carts)
                .await?;
        }
    }
    println!(
        "{checkout} checkout and {browsing} browsing shoppers written to {}",
        out.display()
    );
    Ok(())
}

/// `products` with their variants attached, as the shop reads them.
async fn with_variants(
    database: &Database,
    mut products: Vec<ProductDocument>,
) -> Result<Vec<ProductDocument>, mongodb::error::Error> {
    let ids: Vec<ObjectId> = products.iter().map(|p| p.id).collect();
    let variants: Vec<VariantDocument> = database
        .collection::<VariantDocument>("variants")
        .find(doc! { "product_id": { "$in": ids } })
        .await?
        .try_collect()
        .await?;
    for product in &mut products {
        product.variants = variants
            .iter()
            .filter(|v| v.product_id == product.id)
            .cloned()
            .collect();
    }
    Ok(products)
}

/// The shoppers of a token file (its first column), in its order.
fn customers_in(settings: &Settings, file: &std::path::Path) -> Result<Vec<ObjectId>, Box<dyn std::error::Error>> {
    let keys = TokenKeys::new(&settings.jwt_secret, settings.token_lifetime);
    let mut customers = Vec::new();
    for line in std::fs::read_to_string(file)?.lines() {
        let token = line
            .split_whitespace()
            .next()
            .ok_or("an empty line in the shoppers' file")?;
        customers.push(keys.verify(token)?.user_id().ok_or("a token without a shopper")?);
    }
    Ok(customers)
}

async fn customers_with_carts(database: &Database) -> Result<Vec<ObjectId>, Box<dyn std::error::Error>> {
    Ok(database
        .collection::<RawDocumentBuf>("cart_items")
        .distinct("customer_id", doc! {})
        .await?
        .into_iter()
        .filter_map(|v| v.as_object_id())
        .collect())
}

async fn round_trip(
    database: &Database,
    customers: Vec<ObjectId>,
    connections: usize,
    seconds: u64,
) -> Result<(), Box<dyn std::error::Error>> {
    if customers.is_empty() {
        return Err("write the shoppers first".into());
    }
    let carts = database.collection::<RawDocumentBuf>("cart_items");
    let until = Instant::now() + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..connections)
        .map(|task| {
            let carts = carts.clone();
            let customers = customers.clone();
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut errors = 0_u64;
                let mut n = task;
                while Instant::now() < until {
                    let started = Instant::now();
                    let customer = customers[n % customers.len()];
                    if read_cart(&carts, customer).await.is_ok() {
                        latencies.push(started.elapsed());
                    } else {
                        errors += 1;
                    }
                    n += connections;
                }
                (latencies, errors)
            })
        })
        .collect();
    let started = Instant::now();
    let mut latencies = Vec::new();
    let mut errors = 0;
    for task in tasks {
        let (mine, failed) = task.await?;
        latencies.extend(mine);
        errors += failed;
    }
    print_figures(latencies, errors, started.elapsed());
    Ok(())
}

/// Prints the one line the bench script reads: requests/s, p50 ms, p99 ms, errors.
fn print_figures(mut latencies: Vec<Duration>, errors: u64, elapsed: Duration) {
    latencies.sort_unstable();
    let at = |q: f64| {
        // Rounded down to an index within the list.
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        let i = ((latencies.len() as f64 - 1.0) * q) as usize;
        latencies.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    #[allow(clippy::cast_precision_loss)]
    let rps = latencies.len() as f64 / elapsed.as_secs_f64();
    println!("{rps:.0} {:.2} {:.2} {errors}", at(0.5), at(0.99));
}

async fn read_cart(
    carts: &mongodb::Collection<RawDocumentBuf>,
    customer: ObjectId,
) -> Result<Vec<RawDocumentBuf>, mongodb::error::Error> {
    carts
        .find(doc! { "customer_id": customer })
        .sort(doc! { "createdAt": -1, "_id": -1 })
        .await?
        .try_collect()
        .await
}

async fn scan(database: &Database) -> Result<(), Box<dyn std::error::Error>> {
    let started = Instant::now();
    let mut documents = 0;
    // What startup reads (`catalog_view::load`), one collection after the other.
    for collection in ["variants", "products"] {
        let read: Vec<RawDocumentBuf> = database
            .collection::<RawDocumentBuf>(collection)
            .find(doc! {})
            .await?
            .try_collect()
            .await?;
        documents += read.len();
    }
    // One line the bench script reads: documents, milliseconds.
    println!("{} {}", documents, started.elapsed().as_millis());
    Ok(())
}
