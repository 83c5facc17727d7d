//! The catalog as columns: one vector per value that filtering, facets and
//! sorting read, indexed by a product's slot, kept dense on upsert and remove
//! (a removed slot takes the last product). A listing scan then reads only
//! the few small columns its query needs instead of every product document.
//!
//! Brands, RAM and ROM sizes are stored as indices into tables of the values
//! seen, so a query turns its selection into one lookup per product; battery,
//! screen, camera and price also keep which of the core's facet buckets hold
//! them. Every value is derived from the core's `ProductSpecs` of the product
//! (`ProductDocument::filter_specs`), so the two cannot disagree.

use crate::documents::product::ProductDocument;
use mongodb::bson::oid::ObjectId;
use shop_core::{
    Range,
    listing::{BATTERY_BUCKETS, CAMERA_BUCKETS, DISPLAY_BUCKETS, PRICE_BUCKETS_TK},
    money::POISHA_PER_TK,
};
use std::{collections::HashMap, hash::Hash, sync::Arc};

pub(super) use super::variant_keys::VariantKey;
use super::variant_keys::{Span, VariantKeys};

/// Which facet buckets (bit `i` for bucket `i` of the core's lists) hold a product's values.
#[derive(Clone, Copy, Default)]
pub(super) struct Buckets {
    pub battery: u8,
    pub display: u8,
    pub camera: u8,
    /// Every price bucket one of its variants is in.
    pub price: u8,
}

fn bucket_bits(buckets: &[Range], value: u32) -> u8 {
    buckets
        .iter()
        .enumerate()
        .filter(|(_, bucket)| bucket.contains(value))
        .fold(0, |bits, (i, _)| bits | (1 << i))
}

/// The bit of a RAM or storage index in a product's mask; the indices past
/// 62 share the last bit (a real catalog has a few dozen sizes at most).
pub(super) const fn index_bit(index: u32) -> u64 {
    1 << if index < 63 { index } else { 63 }
}

/// Whether a mask's last bit stands for more than one index.
pub(super) const fn shares_last_bit(mask: u64) -> bool {
    mask & (1 << 63) != 0
}

/// Declares the columns once: a row of them, the table of them, and the
/// moves that keep every column the same length.
macro_rules! columns {
    ($($(#[$doc:meta])* $name:ident: $ty:ty),* $(,)?) => {
        /// One product's values, as they go into the columns.
        pub(super) struct Row { $($(#[$doc])* pub $name: $ty),* }

        /// Every product's values, a vector per value, indexed by slot, and
        /// their variants' keys in one flat vector ([`VariantKeys`]).
        #[derive(Default)]
        pub(super) struct Table {
            $($(#[$doc])* pub $name: Vec<$ty>,)*
            keys: VariantKeys,
        }

        impl Table {
            fn push_columns(&mut self, row: Row) { $(self.$name.push(row.$name);)* }
            fn set_columns(&mut self, slot: usize, row: Row) { $(self.$name[slot] = row.$name;)* }
            fn swap_remove_columns(&mut self, slot: usize) { $(self.$name.swap_remove(slot);)* }
        }
    };
}

columns! {
    id: ObjectId,
    product: Arc<ProductDocument>,
    author: Option<ObjectId>,
    /// Index into [`Columns::brands`].
    brand: u32,
    /// Index into [`Columns::rams`].
    ram: u32,
    /// Index into [`Columns::roms`].
    rom: u32,
    /// Index into [`Columns::combos`]: the brand, RAM and ROM together, so
    /// a scan tests the three groups with one lookup.
    combo: u32,
    battery: u32,
    display: u32,
    camera: u32,
    /// Final price in poisha.
    price: i64,
    /// Where its variants' keys are in [`VariantKeys`] (one for a product
    /// sold as itself), in the core's card order; the RAM, storage,
    /// combination and price columns are the first's.
    span: Span,
    /// What its variants hold, together: the RAM and storage indices as bits
    /// ([`index_bit`]) and the price range (their price buckets are in `buckets`). A scan tests
    /// these first: a group they fail, every variant fails.
    ram_mask: u64,
    rom_mask: u64,
    price_min: i64,
    price_max: i64,
    buckets: Buckets,
    created_at: i64,
    sold: i64,
    rate: f64,
    rating_count: i64,
    discount: i64,
    /// The title in lower case, the order of a title sort.
    title_key: Box<str>,
}

impl Table {
    /// The variants of the product in `slot`, in the core's card order.
    pub fn variants(&self, slot: usize) -> &[VariantKey] {
        self.keys.get(self.span[slot])
    }

    fn push(&mut self, mut row: Row, variants: &[VariantKey]) {
        row.span = self.keys.add(variants);
        self.push_columns(row);
    }

    fn set(&mut self, slot: usize, mut row: Row, variants: &[VariantKey]) {
        self.keys.forget(self.span[slot]);
        row.span = self.keys.add(variants);
        self.set_columns(slot, row);
        self.keys.compact_if_due(&mut self.span);
    }

    fn swap_remove(&mut self, slot: usize) {
        self.keys.forget(self.span[slot]);
        self.swap_remove_columns(slot);
        self.keys.compact_if_due(&mut self.span);
    }
}

/// The distinct values of one column, each with its index. Values are never
/// forgotten (there are few: brands and memory sizes); a facet shows only
/// those some product has.
pub(super) struct Values<T> {
    pub all: Vec<T>,
    index: HashMap<T, u32>,
}

impl<T> Default for Values<T> {
    fn default() -> Self {
        Values {
            all: Vec::new(),
            index: HashMap::new(),
        }
    }
}

impl<T: Eq + Hash + Clone> Values<T> {
    fn index_of<Q>(&mut self, value: &Q) -> u32
    where
        T: std::borrow::Borrow<Q>,
        Q: Eq + Hash + ToOwned<Owned = T> + ?Sized,
    {
        if let Some(&i) = self.index.get(value) {
            return i;
        }
        let i = u32::try_from(self.all.len()).unwrap_or(u32::MAX);
        self.all.push(value.to_owned());
        self.index.insert(value.to_owned(), i);
        i
    }
}

#[derive(Default)]
pub(super) struct Columns {
    /// Read once per search hit: a fast hasher (ids are the shop's own, not a client's).
    slots: foldhash::HashMap<ObjectId, u32>,
    pub table: Table,
    pub brands: Values<String>,
    pub rams: Values<u32>,
    pub roms: Values<u32>,
    /// Brand, RAM and ROM indices seen together (a few hundred at most in a real catalog).
    pub combos: Values<[u32; 3]>,
}

impl Columns {
    /// How many products the columns hold.
    pub fn len(&self) -> usize {
        self.table.id.len()
    }

    /// The slot of this product, if held.
    pub fn slot(&self, id: &ObjectId) -> Option<usize> {
        self.slots.get(id).map(|&s| s as usize)
    }

    /// The product with this id, if held.
    pub fn product(&self, id: &ObjectId) -> Option<&Arc<ProductDocument>> {
        self.slot(id).map(|s| &self.table.product[s])
    }

    fn row(&mut self, product: Arc<ProductDocument>) -> (Row, Box<[VariantKey]>) {
        let specs = product.filter_specs();
        let f = &product.fields;
        let brand = self.brands.index_of(specs.brand.as_str());
        let variants: Box<[VariantKey]> = product
            .listed_variants()
            .into_iter()
            .map(|v| {
                let ram = self.rams.index_of(&v.specs.ram_gb);
                let rom = self.roms.index_of(&v.specs.rom_gb);
                let tk = u32::try_from(v.specs.price.poisha() / POISHA_PER_TK).unwrap_or(u32::MAX);
                VariantKey {
                    id: v.id,
                    ram,
                    rom,
                    combo: self.combos.index_of(&[brand, ram, rom]),
                    price: v.specs.price.poisha(),
                    price_bucket: bucket_bits(&PRICE_BUCKETS_TK, tk),
                }
            })
            .collect();
        let first = variants[0];
        let all = |bits: fn(&VariantKey) -> u64| variants.iter().fold(0, |mask, v| mask | bits(v));
        let row = Row {
            ram_mask: all(|v| index_bit(v.ram)),
            rom_mask: all(|v| index_bit(v.rom)),
            price_min: variants.iter().map(|v| v.price).min().unwrap_or(first.price),
            price_max: variants.iter().map(|v| v.price).max().unwrap_or(first.price),
            id: product.id,
            author: product.created_by,
            brand,
            ram: first.ram,
            rom: first.rom,
            combo: first.combo,
            battery: specs.battery_mah,
            display: specs.display_tenths,
            camera: specs.camera_mp,
            price: first.price,
            buckets: Buckets {
                battery: bucket_bits(&BATTERY_BUCKETS, specs.battery_mah),
                display: bucket_bits(&DISPLAY_BUCKETS, specs.display_tenths),
                camera: bucket_bits(&CAMERA_BUCKETS, specs.camera_mp),
                price: variants.iter().fold(0, |bits, v| bits | v.price_bucket),
            },
            span: Span::default(),
            created_at: product.created_at.timestamp_millis(),
            sold: f.sold,
            rate: f.rate,
            rating_count: f.rating_count,
            discount: f.discount,
            title_key: f.title.to_lowercase().into_boxed_str(),
            product,
        };
        (row, variants)
    }

    /// Adds the product, or replaces the one with its id.
    pub fn upsert(&mut self, product: Arc<ProductDocument>) {
        let id = product.id;
        let (row, variants) = self.row(product);
        match self.slot(&id) {
            Some(slot) => self.table.set(slot, row, &variants),
            None => {
                let slot = u32::try_from(self.len()).unwrap_or(u32::MAX);
                self.table.push(row, &variants);
                self.slots.insert(id, slot);
            }
        }
    }

    /// Replaces a held product's document where no column value changes
    /// (a wishlist count); answers whether it was held.
    pub fn replace_document(&mut self, product: Arc<ProductDocument>) -> bool {
        match self.slot(&product.id) {
            Some(slot) => {
                self.table.product[slot] = product;
                true
            }
            None => false,
        }
    }

    /// Forgets the product; answers whether it was held.
    pub fn remove(&mut self, id: &ObjectId) -> bool {
        let Some(slot) = self.slots.remove(id) else {
            return false;
        };
        let slot = slot as usize;
        self.table.swap_remove(slot);
        if let Some(moved) = self.table.id.get(slot) {
            self.slots.insert(*moved, u32::try_from(slot).unwrap_or(u32::MAX));
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::generate;

    #[test]
    fn slots_stay_dense_and_follow_their_products_through_removals() {
        let mut columns = Columns::default();
        let products: Vec<_> = (0..6).map(|i| Arc::new(generate(3, i).product)).collect();
        for p in &products {
            columns.upsert(Arc::clone(p));
        }
        assert!(columns.remove(&products[1].id));
        assert!(!columns.remove(&products[1].id));
        assert!(columns.remove(&products[5].id));
        assert_eq!(columns.len(), 4);
        for p in [&products[0], &products[2], &products[3], &products[4]] {
            let slot = columns.slot(&p.id).expect("held");
            assert_eq!(columns.table.id[slot], p.id);
            assert_eq!(columns.table.product[slot].id, p.id);
            assert_eq!(columns.table.sold[slot], p.fields.sold);
            assert_eq!(columns.brands.all[columns.table.brand[slot] as usize], p.fields.brand);
        }
        let mut cheaper = ProductDocument::clone(&products[3]);
        cheaper.fields.final_price = 100;
        cheaper.variants.iter_mut().for_each(|v| v.final_price = 100);
        columns.upsert(Arc::new(cheaper));
        assert_eq!(columns.len(), 4);
        let slot = columns.slot(&products[3].id).expect("held");
        assert_eq!(
            (columns.table.price[slot], columns.table.variants(slot)[0].price_bucket),
            (100, 1)
        );
    }

    #[test]
    fn variant_keys_follow_their_products_through_rewrites_and_compactions() {
        let mut columns = Columns::default();
        let products: Vec<_> = (0..40).map(|i| Arc::new(generate(5, i).product)).collect();
        for p in &products {
            columns.upsert(Arc::clone(p));
        }
        let ids = |columns: &Columns, p: &ProductDocument| -> Vec<ObjectId> {
            let slot = columns.slot(&p.id).expect("held");
            columns.table.variants(slot).iter().map(|v| v.id).collect()
        };
        let expected = |p: &ProductDocument| -> Vec<ObjectId> { p.listed_variants().iter().map(|v| v.id).collect() };
        // Enough rewrites for several compactions, and removals between them.
        for round in 0..200 {
            for p in &products[..10] {
                columns.upsert(Arc::clone(p));
            }
            if round % 50 == 0 {
                columns.remove(&products[30 + round / 50].id);
            }
        }
        assert!(
            columns.table.keys.garbage * 2 < columns.table.keys.keys.len().max(2048),
            "compacted"
        );
        for p in products[..30].iter().chain(&products[34..]) {
            assert_eq!(ids(&columns, p), expected(p), "{}", p.fields.title);
        }
        assert_eq!(columns.len(), 36);
    }

    #[test]
    fn a_value_on_two_bucket_edges_is_in_both() {
        assert_eq!(bucket_bits(&BATTERY_BUCKETS, 5000), 0b110);
        assert_eq!(bucket_bits(&BATTERY_BUCKETS, 40_000), 0);
    }
}
