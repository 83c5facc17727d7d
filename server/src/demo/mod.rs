//! Demo data, apart from the shop's own code: the demo catalog (a realistic,
//! deterministic set of real phones for a seed, each with the ratings of its
//! reviews), the demo accounts, the demo shop's order history and the reviews
//! behind its ratings, shoppers for load tests and the bench's listing
//! queries. Product `i` of seed `s` is always the same phone, so reruns and
//! larger counts only add what is missing.

mod accounts;
mod brands;
mod buyers;
mod emi_plans;
mod history;
mod image;
pub(crate) mod models;
pub mod queries;
mod reviews;
mod seeding;
pub mod shoppers;
mod variants;

pub use accounts::{DEMO_ADMIN, DEMO_CUSTOMER, SeedError, seed_demo_accounts};
pub use brands::BRANDS;
pub use buyers::BUYERS;
pub use emi_plans::seed_emi_plans;
pub use models::real_range;
pub use reviews::DemoReview;
pub use seeding::{HistoryReport, SeedReport, seed_catalog, seed_demo_history};

use crate::{
    documents::{
        price_history::PricePointDocument,
        product::{ImageDocument, ProductDocument, ProductFields},
        variant::VariantDocument,
    },
    pictures,
};
use mongodb::bson::{Binary, DateTime, oid::ObjectId, spec::BinarySubtype};
use rand::{Rng, SeedableRng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;
use shop_core::{
    Money, RatingSummary, price_history,
    slug::{brand_key, product_slug},
};

/// 2024-11-01T00:00:00Z: the oldest `createdAt` of the demo catalog.
const CATALOG_START_SECS: i64 = 1_730_419_200;
/// `createdAt` is spread over this many days after the start.
const CATALOG_SPAN_DAYS: i64 = 750;
/// 2026-11-21T00:00:00Z: the newest `createdAt` of the demo catalog.
const CATALOG_END_SECS: i64 = CATALOG_START_SECS + CATALOG_SPAN_DAYS * 86_400;

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
    /// The year its model was launched (its description says it).
    pub launched: i64,
    /// Its reviews, whose ratings are the product's: `seed --demo` writes
    /// them with the delivered orders behind them.
    pub reviews: Vec<DemoReview>,
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

    let dealt = models::deal(seed, index);
    let (brand, series) = (dealt.brand, dealt.series);
    let tiers = variant_tiers(series.base_price_tk);
    let tier = rng.random_range(tiers.clone());
    let (ram_gb, rom_gb) = VARIANTS[tier];
    let network = if series.base_price_tk >= 20_000 || rng.random_bool(0.3) {
        "5G"
    } else {
        "4G"
    };
    let model_name = model_name(series.name, dealt.model);
    let name = if model_name.starts_with(brand.name) {
        model_name.clone()
    } else {
        format!("{} {model_name}", brand.name)
    };
    let title = format!("{name}{}", models::listing(dealt.round));

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

    let listed_from = listed_from(series.year);
    let created_secs = listed_from + rng.random_range(0..CATALOG_END_SECS - listed_from);
    let id = object_id(seed, index, created_secs);
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
        "{name}, launched in {}, from {ram_gb} GB RAM and {rom_gb} GB storage, a {}\" display, a {} MP main camera \
         and a {} mAh battery. {network} ready, powered by {}. Official warranty in Bangladesh.",
        series.year, specs.display_inch, specs.camera_mp, specs.battery_mah, specs.processor
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
            rate: 0.0,
            rating_count: 0,
            cover: format!("/api/images/{}", id.to_hex()),
            specs,
            title,
        },
        brand_key: brand_key(brand.name),
        rating_sum: 0,
        wishlist_count: 0,
        version: 0,
        created_by: None,
        created_at,
        updated_at: created_at,
        cover_picture: None,
        price_reference: None,
        search_aliases: Vec::new(),
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
    // A listing dealt again (past the real range) was never bought, so never reviewed.
    let reviews = if dealt.round == 0 {
        reviews::draw(seed, index, &variants)
    } else {
        Vec::new()
    };
    rate(&mut product, &reviews);
    let product = product.with_variants(variants.clone());
    DemoProduct {
        product,
        variants,
        image,
        prices,
        own_prices,
        launched: series.year,
        reviews,
    }
}

/// Gives `product` the rating its reviews add up to, as the core counts it.
fn rate(product: &mut ProductDocument, reviews: &[DemoReview]) {
    let summary = reviews.iter().fold(RatingSummary::default(), |summary, review| {
        summary.with_rating(review.rating).unwrap_or(summary)
    });
    #[allow(clippy::cast_precision_loss)]
    let rate = summary.average_tenths() as f64 / 10.0;
    product.fields.rate = rate;
    product.fields.rating_count = i64::try_from(summary.count).unwrap_or(0);
    product.rating_sum = i64::try_from(summary.sum).unwrap_or(0);
}

/// The earliest a model launched in `year` is listed: October of that year
/// (when nearly every model of the year in the brands' list was out), and
/// never before the catalog's start.
fn listed_from(year: i64) -> i64 {
    // Days from 1970-01-01 to October 1 of `year` (proleptic Gregorian).
    let leap_days = |y: i64| y / 4 - y / 100 + y / 400;
    let days = 365 * (year - 1970) + leap_days(year - 1) - leap_days(1969) + 273 + i64::from(is_leap(year));
    (days * 86_400).clamp(CATALOG_START_SECS, CATALOG_END_SECS - 86_400)
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
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

#[cfg(test)]
mod tests;
