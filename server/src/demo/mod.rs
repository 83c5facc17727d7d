//! Demo data, apart from the shop's own code: the demo catalog (a realistic,
//! deterministic set of phones for a seed), the demo accounts, shoppers for
//! load tests and the bench's listing queries. Product `i` of seed `s` is
//! always the same phone, so reruns and larger counts only add what is missing.

mod accounts;
mod brands;
mod emi_plans;
mod image;
mod models;
pub mod queries;
pub mod shoppers;
mod variants;

pub use accounts::{DEMO_ADMIN, DEMO_CUSTOMER, SeedError, seed_demo_accounts};
pub use brands::BRANDS;
pub use emi_plans::seed_emi_plans;

use crate::{
    documents::{
        brand::BrandDocument,
        price_history::PricePointDocument,
        product::{ImageDocument, ProductDocument, ProductFields},
        variant::VariantDocument,
    },
    pictures,
    repository::{Repositories, RepositoryError},
};
use mongodb::bson::{Binary, DateTime, oid::ObjectId, spec::BinarySubtype};
use rand::{Rng, SeedableRng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;
use shop_core::{
    Money, price_history,
    slug::{brand_key, product_slug, slugify},
};

/// Products written per database round trip while seeding.
const BATCH: u64 = 500;
/// 2024-11-01T00:00:00Z: the oldest `createdAt` of the demo catalog.
const CATALOG_START_SECS: i64 = 1_730_419_200;
/// `createdAt` is spread over this many days after the start.
const CATALOG_SPAN_DAYS: i64 = 750;

/// One generated phone with its variants, picture and price history.
#[derive(Debug, Clone)]
pub struct DemoProduct {
    /// The phone as the shop reads it: its variants attached, its price
    /// fields those of the variant its page opens on, its stock their sum.
    pub product: ProductDocument,
    /// Its variants as stored (also attached to `product`).
    pub variants: Vec<VariantDocument>,
    pub image: ImageDocument,
    /// Its variants' prices, oldest first for each: a discounted phone was
    /// first sold at its full price, so its chart shows the cut.
    pub prices: Vec<PricePointDocument>,
    /// The prices of the phone sold as itself ([`DemoProduct::sold_as_itself`]).
    pub own_prices: Vec<PricePointDocument>,
}

/// Memory and storage sizes (RAM GB, ROM GB) by price tier.
const VARIANTS: &[(i64, i64)] = &[
    (3, 32),
    (4, 64),
    (4, 128),
    (6, 128),
    (8, 128),
    (8, 256),
    (12, 256),
    (12, 512),
];
const CAMERAS: &[i64] = &[13, 48, 50, 50, 64, 108, 200];

/// A front camera that fits a phone with this much memory (a cheap phone has a small one).
/// Not drawn from the generator, so the rest of a seeded catalog stays as it was.
fn selfie_camera(ram_gb: i64) -> i64 {
    match ram_gb {
        ..=3 => 5,
        4 => 8,
        5..=6 => 13,
        7..=8 => 16,
        _ => 32,
    }
}

/// The phone at `index` of the catalog for `seed`.
pub fn generate(seed: u64, index: u64) -> DemoProduct {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index);

    let brand_index = usize::try_from(index % BRANDS.len() as u64).unwrap_or(0);
    let brand = &BRANDS[brand_index];
    let (series, model, round) = models::deal(seed, brand, brand_index, index / BRANDS.len() as u64);
    // The draws that once chose the model, kept so every later draw is as it was.
    if let Some(drawn) = brand.series.choose(&mut rng) {
        let _ = drawn.models.choose(&mut rng);
    }
    let tiers = variant_tiers(series.base_price_tk);
    let tier = rng.random_range(tiers.clone());
    let (ram_gb, rom_gb) = VARIANTS[tier];
    let network = if series.base_price_tk >= 20_000 || rng.random_bool(0.3) {
        "5G"
    } else {
        "4G"
    };
    let model_name = model_name(series.name, model);
    let title = if model_name.starts_with(brand.name) {
        format!("{model_name}{}", models::release(round))
    } else {
        format!("{} {model_name}{}", brand.name, models::release(round))
    };

    let jitter = rng.random_range(-10..=10);
    let tier_factor = i64::try_from(tier).unwrap_or(0) * 12;
    let raw_tk = series.base_price_tk * (100 + tier_factor + jitter) / 100;
    let price_tk = ((raw_tk + 250) / 500 * 500 - 1).max(999);
    let price = Money::from_tk(price_tk).unwrap_or(Money::ZERO);
    let discount = if rng.random_bool(0.45) {
        rng.random_range(3..=20)
    } else {
        0
    };
    let final_price = price.apply_discount(discount).unwrap_or(price);

    let created_secs = CATALOG_START_SECS + rng.random_range(0..CATALOG_SPAN_DAYS * 86_400);
    let id = object_id(seed, index, created_secs);
    let rating_count = if rng.random_bool(0.1) {
        0
    } else {
        rng.random_range(1..=800)
    };
    let rate_tenths: i64 = if rating_count == 0 {
        0
    } else {
        rng.random_range(30..=50)
    };
    #[allow(clippy::cast_precision_loss)]
    let rate = rate_tenths as f64 / 10.0;
    let specs = shop_core::validation::PhoneSpecs {
        ram_gb,
        rom_gb,
        battery_mah: rng.random_range(30..=70) * 100,
        display_inch: f64::from(rng.random_range(61..=69)) / 10.0,
        camera_mp: *CAMERAS.choose(&mut rng).unwrap_or(&50),
        selfie_camera_mp: Some(selfie_camera(ram_gb)),
        network: network.into(),
        processor: brand.processors.choose(&mut rng).copied().unwrap_or_default().into(),
    };
    let description = format!(
        "{title} from {ram_gb} GB RAM and {rom_gb} GB storage, a {}\" display, a {} MP main camera and a {} mAh battery. \
         {network} ready, powered by {}. Official warranty in Bangladesh.",
        specs.display_inch, specs.camera_mp, specs.battery_mah, specs.processor
    );
    let created_at = DateTime::from_millis(created_secs * 1000);
    let mut product = ProductDocument {
        id,
        fields: ProductFields {
            slug: product_slug(&title, &id.to_hex()),
            brand: brand.name.into(),
            description,
            price: price.poisha(),
            discount: i64::from(discount),
            final_price: final_price.poisha(),
            stock: if rng.random_bool(0.05) {
                0
            } else {
                rng.random_range(1..=200)
            },
            sold: rng.random_range(0..=5_000),
            rate,
            rating_count,
            cover: format!("/api/images/{}", id.to_hex()),
            specs,
            title,
        },
        brand_key: brand_key(brand.name),
        rating_sum: (rate_tenths * rating_count + 5) / 10,
        wishlist_count: 0,
        version: 0,
        created_by: None,
        created_at,
        updated_at: created_at,
        cover_picture: None,
        price_reference: None,
        options: Vec::new(),
        variants: Vec::new(),
    };
    let own_prices = demo_prices(PricePointDocument::of(&product, created_at), index);
    let points: Vec<_> = own_prices.iter().map(PricePointDocument::core_point).collect();
    product.price_reference = Some(price_history::current_reference(&points, price).poisha());
    let svg = image::phone_svg(brand.name, &model_name, brand.color, rng.random_range(0..360));
    let picture = pictures::svg_picture(id, svg.as_bytes(), image::SIDE, image::SIDE);
    let image = ImageDocument {
        id,
        content_type: "image/svg+xml".into(),
        data: Binary {
            subtype: BinarySubtype::Generic,
            bytes: svg.into_bytes(),
        },
        picture: Some(picture.clone()),
    };
    product.cover_picture = Some(picture);
    let (options, variants, prices) = variants::dress(seed, index, &product, &variants::Base { tier, tiers });
    product.options = options;
    let product = product.with_variants(variants.clone());
    DemoProduct {
        product,
        variants,
        image,
        prices,
        own_prices,
    }
}

impl DemoProduct {
    /// The phone as a database written before variants held it: one product
    /// sold as itself, at its base variant's price and stock (for the tests
    /// and tools that keep such data working).
    pub fn sold_as_itself(&self) -> ProductDocument {
        let mut product = self.product.clone();
        if let Some(base) = self.variants.first() {
            let fields = &mut product.fields;
            (fields.price, fields.discount, fields.final_price) = (base.price, base.discount, base.final_price);
            (fields.stock, fields.sold) = (base.stock, base.sold);
            fields.specs.ram_gb = base.ram_gb.unwrap_or(fields.specs.ram_gb);
            fields.specs.rom_gb = base.rom_gb.unwrap_or(fields.specs.rom_gb);
            product.price_reference = base.price_reference;
        }
        product.options = Vec::new();
        product.variants = Vec::new();
        product
    }
}

/// A demo phone's price history: its price since it was listed, and for a
/// discounted one its full price first, the discount from some days later
/// (still before the catalog's last day, so never in the future).
/// `listed` is the point of its current prices at its listing.
fn demo_prices(listed_at: PricePointDocument, index: u64) -> Vec<PricePointDocument> {
    let listed = listed_at.at;
    if listed_at.discount == 0 {
        return vec![listed_at];
    }
    let catalog_end_ms = (CATALOG_START_SECS + CATALOG_SPAN_DAYS * 86_400) * 1000;
    let days_later = i64::try_from(index % 30).unwrap_or(0) + 10;
    let cut_ms = (listed.timestamp_millis() + days_later * price_history::DAY_MS)
        .min((listed.timestamp_millis() + catalog_end_ms) / 2)
        .max(listed.timestamp_millis() + 1);
    let full_price = PricePointDocument {
        discount: 0,
        final_price: listed_at.price,
        ..listed_at.clone()
    };
    let cut = PricePointDocument {
        id: ObjectId::new(),
        at: DateTime::from_millis(cut_ms),
        ..listed_at
    };
    vec![full_price, cut]
}

/// Memory variants a series is sold in: budget lines start small, flagships big.
fn variant_tiers(base_price_tk: i64) -> std::ops::RangeInclusive<usize> {
    match base_price_tk {
        ..12_000 => 0..=3,
        12_000..25_000 => 2..=5,
        25_000..50_000 => 3..=6,
        _ => 5..=7,
    }
}

/// "Galaxy S" + "24" is "Galaxy S24", but "Pixel" + "8a" is "Pixel 8a".
fn model_name(series: &str, model: &str) -> String {
    let last_word = series.rsplit(' ').next().unwrap_or(series);
    if last_word.len() == 1 && model.starts_with(|c: char| c.is_ascii_digit()) {
        format!("{series}{model}")
    } else {
        format!("{series} {model}")
    }
}

/// A stable id: creation time first (as ObjectIds are), then seed and index.
fn object_id(seed: u64, index: u64, created_secs: i64) -> ObjectId {
    let mut bytes = [0u8; 12];
    bytes[..4].copy_from_slice(&u32::try_from(created_secs).unwrap_or(0).to_be_bytes());
    bytes[4..8].copy_from_slice(&(seed as u32).to_be_bytes());
    bytes[8..].copy_from_slice(&(index as u32).to_be_bytes());
    ObjectId::from_bytes(bytes)
}

/// How a seeding run went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedReport {
    pub inserted: u64,
    pub already_present: u64,
}

/// Writes products `0..count` of the catalog for `seed`, skipping those
/// already stored: safe to rerun, and to rerun with a larger count.
#[tracing::instrument(skip(repositories))]
pub async fn seed_catalog(repositories: &Repositories, count: u64, seed: u64) -> Result<SeedReport, RepositoryError> {
    seed_brands(repositories).await?;
    let mut report = SeedReport {
        inserted: 0,
        already_present: 0,
    };
    let mut start = 0;
    while start < count {
        let end = (start + BATCH).min(count);
        let batch: Vec<DemoProduct> = (start..end).map(|i| generate(seed, i)).collect();
        let ids: Vec<ObjectId> = batch.iter().map(|p| p.product.id).collect();
        let stored_products = repositories.products.existing_ids(&ids).await?;
        let stored_images = repositories.images.existing_ids(&ids).await?;
        let images: Vec<ImageDocument> = batch
            .iter()
            .filter(|p| !stored_images.contains(&p.image.id))
            .map(|p| p.image.clone())
            .collect();
        // Pictures first, so a stored product never points at a missing picture.
        repositories.images.insert_many(&images).await?;
        let mut products = Vec::with_capacity(batch.len());
        let (mut variants, mut prices) = (Vec::new(), Vec::new());
        for demo in batch.into_iter().filter(|p| !stored_products.contains(&p.product.id)) {
            products.push(demo.product);
            variants.extend(demo.variants);
            prices.extend(demo.prices);
        }
        report.inserted += products.len() as u64;
        report.already_present += ids.len() as u64 - products.len() as u64;
        repositories.products.insert_many(&products, &variants, &prices).await?;
        start = end;
    }
    Ok(report)
}

/// Adds the catalog's brands that are not stored yet.
async fn seed_brands(repositories: &Repositories) -> Result<(), RepositoryError> {
    for brand in BRANDS {
        let slug = slugify(brand.name);
        if repositories.brands.find_by_slug(&slug).await?.is_none() {
            let document = BrandDocument {
                id: ObjectId::new(),
                name: brand.name.into(),
                slug,
                created_at: DateTime::now(),
            };
            match repositories.brands.insert(&document).await {
                Ok(()) | Err(RepositoryError::Duplicate) => {}
                Err(other) => return Err(other),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
