//! Typo-tolerant text search over the catalog with tantivy. The index lives in
//! memory and holds only what is searched; MongoDB stays the record.
//!
//! The catalog's text and the queries are read alike by the core
//! (`shop_core::search`: Bangla script, aliases, shorthands), and each word
//! is also indexed by its sound key, so Banglish spellings meet the names.

use super::search_rank::Names;
use crate::documents::product::ProductDocument;
use lru::LruCache;
use mongodb::bson::oid::ObjectId;
use shop_core::search;
use std::{
    num::NonZeroUsize,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
};
use tantivy::{
    Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument, Term,
    collector::TopDocs,
    query::{BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Query, TermQuery},
    schema::{FAST, Field, IndexRecordOption, STRING, Schema, TEXT},
};

/// Memory the single indexing thread may use before it flushes.
const WRITER_BUDGET_BYTES: usize = 20_000_000;
/// The score of a word met by its sound alone: below a typo's (1) and an
/// exact word's, so the spelling that matches ranks first.
const SOUND_SCORE: f32 = 0.5;
/// Searches whose hits are kept: the same words asked with other filters,
/// sorts or pages (a popular search on a sale day) are scored once per
/// version of the index.
const KEPT_SEARCHES: NonZeroUsize = NonZeroUsize::new(256).expect("non-zero");

/// The hits of one search (its words and limit), as of an index version.
type KeptHits = LruCache<(String, usize), (u64, Arc<[ObjectId]>)>;

/// Why the search index could not be used.
#[derive(Debug, thiserror::Error)]
#[error("search index: {0}")]
pub struct SearchError(#[from] tantivy::TantivyError);

impl From<SearchError> for crate::failure::Failure {
    fn from(error: SearchError) -> Self {
        crate::failure::Failure::internal("the catalog view failed", error)
    }
}

/// The fast fields a product's id is read back from: its first eight bytes
/// and its last four. Reading them costs a column lookup per hit, where the
/// document store would decompress a block per hit.
const ID_HIGH: &str = "id_high";
const ID_LOW: &str = "id_low";

pub struct SearchIndex {
    /// The id as hex, the term a product's old text is deleted by.
    id: Field,
    id_high: Field,
    id_low: Field,
    text: Field,
    /// The sound keys of the text's words.
    sound: Field,
    writer: Mutex<IndexWriter>,
    reader: IndexReader,
    /// Bumped by every commit: kept hits of an older version are not used.
    version: AtomicU64,
    kept: Mutex<KeptHits>,
    /// The phones' names, to put the hits in the order shoppers expect.
    names: Names,
}

/// The words a product is found by, in the catalog's spelling.
pub fn searchable_text(product: &ProductDocument) -> String {
    let f = &product.fields;
    let text = format!("{} {} {} {}", f.title, f.brand, f.specs.processor, f.specs.network);
    let mut words = search::words_of(&text);
    words.extend(search::shop_aliases::words_of_all(&product.search_aliases));
    words.join(" ")
}

/// The sound keys of `text`'s words, one per word that has one.
fn sound_keys(text: &str) -> String {
    text.split(' ')
        .filter_map(search::sound::key)
        .collect::<Vec<_>>()
        .join(" ")
}

impl SearchIndex {
    pub fn new() -> Result<Self, SearchError> {
        let mut schema = Schema::builder();
        let id = schema.add_text_field("id", STRING);
        let id_high = schema.add_u64_field(ID_HIGH, FAST);
        let id_low = schema.add_u64_field(ID_LOW, FAST);
        let text = schema.add_text_field("text", TEXT);
        let sound = schema.add_text_field("sound", TEXT);
        let index = Index::create_in_ram(schema.build());
        let writer = index.writer_with_num_threads(1, WRITER_BUDGET_BYTES)?;
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into()?;
        Ok(SearchIndex {
            id,
            id_high,
            id_low,
            text,
            sound,
            writer: Mutex::new(writer),
            reader,
            version: AtomicU64::new(0),
            kept: Mutex::new(LruCache::new(KEPT_SEARCHES)),
            names: Names::default(),
        })
    }

    /// Replaces the indexed text of these products and makes it searchable.
    pub fn upsert<'a>(&self, products: impl IntoIterator<Item = &'a ProductDocument>) -> Result<(), SearchError> {
        let mut writer = self.writer()?;
        self.add(&writer, products, true)?;
        self.commit_with(&mut writer)
    }

    /// Indexes the text of these products without making it searchable until
    /// [`SearchIndex::commit`]: a load commits once at its end, since each
    /// commit writes a segment that must later be merged. Unless `replace`,
    /// the index must not hold them yet: it then skips deleting their old
    /// text, which costs a term query per product at the commit.
    pub fn stage<'a>(
        &self,
        products: impl IntoIterator<Item = &'a ProductDocument>,
        replace: bool,
    ) -> Result<(), SearchError> {
        let writer = self.writer()?;
        self.add(&writer, products, replace)
    }

    /// Makes everything staged searchable.
    pub fn commit(&self) -> Result<(), SearchError> {
        let mut writer = self.writer()?;
        self.commit_with(&mut writer)
    }

    /// Forgets these products.
    pub fn remove(&self, ids: &[ObjectId]) -> Result<(), SearchError> {
        let mut writer = self.writer()?;
        for product in ids {
            writer.delete_term(Term::from_field_text(self.id, &product.to_hex()));
            self.names.remove(product);
        }
        self.commit_with(&mut writer)
    }

    fn writer(&self) -> Result<std::sync::MutexGuard<'_, IndexWriter>, SearchError> {
        Ok(self.writer.lock().map_err(|_| tantivy::TantivyError::Poisoned)?)
    }

    fn add<'a>(
        &self,
        writer: &IndexWriter,
        products: impl IntoIterator<Item = &'a ProductDocument>,
        replace: bool,
    ) -> Result<(), SearchError> {
        for product in products {
            let key = product.id.to_hex();
            if replace {
                writer.delete_term(Term::from_field_text(self.id, &key));
            }
            let mut document = TantivyDocument::default();
            document.add_text(self.id, &key);
            let (high, low) = id_halves(product.id);
            document.add_u64(self.id_high, high);
            document.add_u64(self.id_low, low);
            let text = searchable_text(product);
            document.add_text(self.sound, sound_keys(&text));
            document.add_text(self.text, text);
            writer.add_document(document)?;
            self.names.insert(product);
        }
        Ok(())
    }

    fn commit_with(&self, writer: &mut IndexWriter) -> Result<(), SearchError> {
        writer.commit()?;
        self.reader.reload()?;
        self.version.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }

    /// Product ids best match first, for the words of a query as the core
    /// read it (`shop_core::search::read_query`). Each word matches exactly
    /// (scored highest), as a prefix, within one or two typos depending on
    /// its length, or by its sound key (scored lowest); at least two thirds
    /// of the words must match.
    pub fn search(&self, words: &[String], limit: usize) -> Result<Vec<ObjectId>, SearchError> {
        if words.is_empty() || limit == 0 {
            return Ok(Vec::new());
        }
        // Read before searching: a commit meanwhile leaves these hits under the older version.
        let version = self.version.load(Ordering::SeqCst);
        let key = (words.join(" "), limit);
        let kept = || self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((at, hits)) = kept().get(&key)
            && *at == version
        {
            return Ok(hits.to_vec());
        }
        let ids = self.names.rank(words, self.score(words, limit)?);
        kept().put(key, (version, Arc::from(ids.as_slice())));
        Ok(ids)
    }

    /// A query near `words` that the catalog's words spell, for one that
    /// found nothing (see [`Names::nearest`]).
    pub fn nearest(&self, words: &[String]) -> Option<Vec<String>> {
        self.names.nearest(words)
    }

    /// The ids best match first, scored by tantivy.
    fn score(&self, words: &[String], limit: usize) -> Result<Vec<ObjectId>, SearchError> {
        let per_word: Vec<Box<dyn Query>> = words.iter().map(|word| self.word_query(word)).collect();
        let required = (per_word.len() * 2).div_ceil(3);
        let query = BooleanQuery::union_with_minimum_required_clauses(per_word, required);
        let searcher = self.reader.searcher();
        let hits = searcher.search(&query, &TopDocs::with_limit(limit).order_by_score())?;
        // Each segment's id columns, opened once for all its hits.
        let mut columns = std::collections::HashMap::new();
        let mut ids = Vec::with_capacity(hits.len());
        for (_, address) in hits {
            let (high, low) = match columns.entry(address.segment_ord) {
                std::collections::hash_map::Entry::Occupied(open) => open.into_mut(),
                std::collections::hash_map::Entry::Vacant(closed) => {
                    let fast = searcher.segment_reader(address.segment_ord).fast_fields();
                    closed.insert((fast.u64(ID_HIGH)?, fast.u64(ID_LOW)?))
                }
            };
            if let (Some(high), Some(low)) = (high.first(address.doc_id), low.first(address.doc_id)) {
                ids.push(id_of(high, low));
            }
        }
        Ok(ids)
    }

    fn word_query(&self, word: &str) -> Box<dyn Query> {
        let term = Term::from_field_text(self.text, word);
        let mut options: Vec<Box<dyn Query>> = vec![
            Box::new(BoostQuery::new(
                Box::new(TermQuery::new(term.clone(), IndexRecordOption::WithFreqs)),
                3.0,
            )),
            Box::new(FuzzyTermQuery::new_prefix(term.clone(), 0, true)),
        ];
        if let Some(key) = search::sound::key(word) {
            let sound = TermQuery::new(Term::from_field_text(self.sound, &key), IndexRecordOption::Basic);
            options.push(Box::new(ConstScoreQuery::new(Box::new(sound), SOUND_SCORE)));
        }
        let typos = search::typos_allowed(word);
        if typos > 0 {
            options.push(Box::new(FuzzyTermQuery::new(term, typos, true)));
        }
        Box::new(BooleanQuery::union(options))
    }
}

/// An id as the two numbers the index keeps.
fn id_halves(id: ObjectId) -> (u64, u64) {
    let bytes = id.bytes();
    let mut high = [0; 8];
    let mut low = [0; 8];
    high.copy_from_slice(&bytes[..8]);
    low[4..].copy_from_slice(&bytes[8..]);
    (u64::from_be_bytes(high), u64::from_be_bytes(low))
}

/// The id [`id_halves`] split.
fn id_of(high: u64, low: u64) -> ObjectId {
    let mut bytes = [0; 12];
    bytes[..8].copy_from_slice(&high.to_be_bytes());
    bytes[8..].copy_from_slice(&low.to_be_bytes()[4..]);
    ObjectId::from_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_hits_follow_every_change_of_the_index() {
        let index = SearchIndex::new().expect("index");
        let find = |text: &str| index.search(&search::read_query(text).words, 10);
        let phone = |i: u64, title: &str| {
            let mut product = crate::demo::generate(9, i).product;
            product.fields.title = title.into();
            product
        };
        let (a, b) = (phone(0, "Zephyr Nova"), phone(1, "Zephyr Nova Pro"));
        index.upsert([&a]).expect("add a");
        assert_eq!(find("zephyr").expect("search"), [a.id]);
        assert_eq!(find("ZEPHYR").expect("kept"), [a.id], "the same words, kept");
        index.upsert([&b]).expect("add b");
        let mut both = find("zephyr").expect("search");
        both.sort();
        let mut expected = vec![a.id, b.id];
        expected.sort();
        assert_eq!(both, expected, "a product added since is found");
        index.remove(&[a.id]).expect("remove a");
        assert_eq!(
            find("zephyr").expect("search"),
            [b.id],
            "a product removed since is not"
        );
    }

    #[test]
    fn an_id_survives_its_halves() {
        for id in [
            ObjectId::new(),
            ObjectId::from_bytes([255; 12]),
            ObjectId::from_bytes([0; 12]),
        ] {
            let (high, low) = id_halves(id);
            assert_eq!(id_of(high, low), id);
        }
    }
}
