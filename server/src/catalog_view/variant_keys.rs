//! The variants of the catalog's products as the scan reads them: a small
//! key per variant, all of them in one vector.

use mongodb::bson::oid::ObjectId;

/// One variant of a product as the scan reads it, in the core's card order.
#[derive(Clone, Copy)]
pub(super) struct VariantKey {
    pub id: ObjectId,
    /// Indices into [`Columns::rams`], [`Columns::roms`] and [`Columns::combos`].
    pub ram: u32,
    pub rom: u32,
    pub combo: u32,
    /// Final price in poisha, and which price buckets hold it.
    pub price: i64,
    pub price_bucket: u8,
}

/// Where a product's variant keys are in [`VariantKeys`].
#[derive(Clone, Copy, Default)]
pub(super) struct Span {
    start: u32,
    len: u32,
}

/// Every product's variant keys in one vector, each product's together and,
/// after a load or a compaction, in slot order: a scan reading the variants
/// of the slots it keeps then walks memory forward instead of chasing a
/// pointer per product. A product written again gets a new span at the end;
/// the old ones are garbage until there is as much of it as of the rest,
/// when everything is copied again in slot order.
#[derive(Default)]
pub(super) struct VariantKeys {
    pub keys: Vec<VariantKey>,
    pub garbage: usize,
}

impl VariantKeys {
    pub fn get(&self, span: Span) -> &[VariantKey] {
        &self.keys[span.start as usize..(span.start + span.len) as usize]
    }

    pub fn add(&mut self, keys: &[VariantKey]) -> Span {
        let start = u32::try_from(self.keys.len()).unwrap_or(u32::MAX);
        self.keys.extend_from_slice(keys);
        Span {
            start,
            len: u32::try_from(keys.len()).unwrap_or(u32::MAX),
        }
    }

    pub fn forget(&mut self, span: Span) {
        self.garbage += span.len as usize;
    }

    /// Copies the live keys in slot order when half of them are garbage.
    pub fn compact_if_due(&mut self, spans: &mut [Span]) {
        if self.garbage < 1024 || self.garbage * 2 < self.keys.len() {
            return;
        }
        let mut keys = Vec::with_capacity(self.keys.len() - self.garbage);
        for span in spans {
            let start = u32::try_from(keys.len()).unwrap_or(u32::MAX);
            keys.extend_from_slice(self.get(*span));
            span.start = start;
        }
        self.keys = keys;
        self.garbage = 0;
    }
}
