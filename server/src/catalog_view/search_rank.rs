//! The order of search hits a shopper expects: the exact model first, then
//! the names that hold every word asked, then the rest. Each hit is ranked by
//! the words of the query its name lacks, then those it meets only by a typo
//! or their sound, then by the words its name has beyond the query
//! (the brand's own words aside): `galaxy s24` lists the Galaxy S24 before
//! the S24 FE and the S24 Ultra, `iphone 15` the iPhone 15 before the Pro
//! Max. Hits that tie keep tantivy's order (its score).
//!
//! Names are kept as numbers of the words they use (a catalog of 25,000
//! phones writes a few thousand words), so a query holds each of its words
//! against each word of the catalog at most once, however many hits share it.

use crate::documents::product::ProductDocument;
use mongodb::bson::oid::ObjectId;
use shop_core::search;
use std::{
    collections::HashMap,
    sync::{Mutex, PoisonError},
};

/// A query word shorter than this meets a name's word only in full, not as its start.
const MIN_PREFIX: usize = 2;

/// The words of a phone's name and of its brand, by their numbers.
struct Name {
    title: Box<[u32]>,
    brand: Box<[u32]>,
}

/// Every indexed phone's name, and the words they are written in.
#[derive(Default)]
struct Book {
    names: HashMap<ObjectId, Name>,
    numbers: HashMap<String, u32>,
    words: Vec<String>,
}

impl Book {
    fn number(&mut self, word: String) -> u32 {
        if let Some(&number) = self.numbers.get(&word) {
            return number;
        }
        let number = u32::try_from(self.words.len()).unwrap_or(u32::MAX);
        self.words.push(word.clone());
        self.numbers.insert(word, number);
        number
    }

    fn numbers_of(&mut self, text: &str) -> Box<[u32]> {
        search::words_of(text)
            .into_iter()
            .map(|word| self.number(word))
            .collect()
    }
}

/// Every indexed phone's name, by id.
#[derive(Default)]
pub struct Names(Mutex<Book>);

impl Names {
    pub fn insert(&self, product: &ProductDocument) {
        let mut book = self.lock();
        // An admin's alias for the phone is as much its name as its title.
        let mut title = book.numbers_of(&product.fields.title).into_vec();
        for alias in &product.search_aliases {
            title.extend(book.numbers_of(alias));
        }
        let name = Name {
            title: title.into(),
            brand: book.numbers_of(&product.fields.brand),
        };
        book.names.insert(product.id, name);
    }

    pub fn remove(&self, id: &ObjectId) {
        self.lock().names.remove(id);
    }

    /// `hits` (best scored first) in the order above.
    pub fn rank(&self, words: &[String], hits: Vec<ObjectId>) -> Vec<ObjectId> {
        let book = self.lock();
        let mut meets = Meets::new(words, &book.words);
        let mut ranked: Vec<((usize, usize, usize), ObjectId)> = hits
            .into_iter()
            .map(|id| {
                let distance = book
                    .names
                    .get(&id)
                    .map_or((usize::MAX, 0, 0), |name| name.distance(&mut meets));
                (distance, id)
            })
            .collect();
        ranked.sort_by_key(|(distance, _)| *distance);
        ranked.into_iter().map(|(_, id)| id).collect()
    }

    /// The words the catalog writes nearest to `words`, for a query that
    /// found nothing: each word the catalog spells as it is kept, any other
    /// becomes the catalog's word within two typos (one up to three letters)
    /// or of the same sound, fewest typos first, and is left out when none
    /// is. `None` when that changes nothing or leaves no word.
    pub fn nearest(&self, words: &[String]) -> Option<Vec<String>> {
        let book = self.lock();
        let mut nearest = Vec::with_capacity(words.len());
        for asked in words {
            if book.numbers.contains_key(asked) || book.words.iter().any(|word| word.starts_with(asked.as_str())) {
                nearest.push(asked.clone());
                continue;
            }
            let allowed = if asked.chars().count() <= 3 { 1 } else { 2 };
            let key = search::sound::key(asked);
            let closest = book
                .words
                .iter()
                .map(|word| (strsim::osa_distance(asked, word), word))
                .filter(|(typos, word)| *typos <= allowed || key.is_some() && search::sound::key(word) == key)
                .min_by_key(|(typos, _)| *typos);
            if let Some((_, word)) = closest {
                nearest.push(word.clone());
            }
        }
        (!nearest.is_empty() && nearest != words).then_some(nearest)
    }

    /// Whether every word of `name` is met by one of `words` (as it is, as
    /// its start, by a typo or by its sound).
    pub fn all_met(words: &[String], name: &str) -> bool {
        let keys: Vec<Option<String>> = words.iter().map(|w| search::sound::key(w)).collect();
        search::words_of(name).iter().all(|word| {
            words
                .iter()
                .zip(&keys)
                .any(|(asked, key)| meeting(asked, key.as_deref(), word) != Meeting::Not)
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Book> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// How a query word meets a catalog word.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Meeting {
    NotYet,
    /// As it is, or as its start.
    Spelt,
    /// Within the typos its length allows, or by its sound key.
    Near,
    Not,
}

/// How each word of one query meets each catalog word, worked out once per pair.
struct Meets<'a> {
    asked: &'a [String],
    keys: Vec<Option<String>>,
    catalog: &'a [String],
    /// `asked.len()` rows of `catalog.len()`.
    known: Vec<Meeting>,
}

impl<'a> Meets<'a> {
    fn new(asked: &'a [String], catalog: &'a [String]) -> Self {
        Meets {
            asked,
            keys: asked.iter().map(|w| search::sound::key(w)).collect(),
            catalog,
            known: vec![Meeting::NotYet; asked.len() * catalog.len()],
        }
    }

    fn how(&mut self, at: usize, word: u32) -> Meeting {
        let word = word as usize;
        let cell = at * self.catalog.len() + word;
        if self.known[cell] == Meeting::NotYet {
            self.known[cell] = meeting(&self.asked[at], self.keys[at].as_deref(), &self.catalog[word]);
        }
        self.known[cell]
    }
}

fn meeting(asked: &str, key: Option<&str>, word: &str) -> Meeting {
    if word == asked || (asked.len() >= MIN_PREFIX && word.starts_with(asked)) {
        Meeting::Spelt
    } else if strsim::osa_distance(asked, word) <= usize::from(search::typos_allowed(asked))
        || key.is_some() && search::sound::key(word).as_deref() == key
    {
        Meeting::Near
    } else {
        Meeting::Not
    }
}

impl Name {
    /// (query words the name lacks, words it meets only by a typo or their
    /// sound, name words beyond the query and the brand).
    fn distance(&self, meets: &mut Meets<'_>) -> (usize, usize, usize) {
        let (mut lacking, mut nearly) = (0, 0);
        for at in 0..meets.asked.len() {
            let mut best = Meeting::Not;
            for &word in self.title.iter().chain(&self.brand) {
                match meets.how(at, word) {
                    Meeting::Spelt => {
                        best = Meeting::Spelt;
                        break;
                    }
                    Meeting::Near => best = Meeting::Near,
                    _ => {}
                }
            }
            match best {
                Meeting::Spelt => {}
                Meeting::Near => nearly += 1,
                _ => lacking += 1,
            }
        }
        let mut beyond = 0;
        for &word in self.title.iter().filter(|word| !self.brand.contains(word)) {
            let met = (0..meets.asked.len()).any(|at| meets.how(at, word) != Meeting::Not);
            beyond += usize::from(!met);
        }
        (lacking, nearly, beyond)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A name written in a book of its own, and the book.
    fn named(title: &str, brand: &str) -> (Name, Book) {
        let mut book = Book::default();
        let name = Name {
            title: book.numbers_of(title),
            brand: book.numbers_of(brand),
        };
        (name, book)
    }

    fn words(text: &str) -> Vec<String> {
        search::read_query(text).words
    }

    trait DistanceTo {
        fn distance_to(&self, words: &[String]) -> (usize, usize, usize);
    }

    impl DistanceTo for (Name, Book) {
        fn distance_to(&self, words: &[String]) -> (usize, usize, usize) {
            let (name, book) = self;
            name.distance(&mut Meets::new(words, &book.words))
        }
    }

    #[test]
    fn the_exact_model_is_nearest_then_longer_names_then_names_lacking_a_word() {
        let asked = words("galaxy s24");
        let exact = named("Samsung Galaxy S24", "Samsung").distance_to(&asked);
        let longer = named("Samsung Galaxy S24 FE", "Samsung").distance_to(&asked);
        let lacking = named("Samsung Galaxy S23", "Samsung").distance_to(&asked);
        assert_eq!(exact, (0, 0, 0));
        assert!(exact < longer && longer < lacking, "{exact:?} {longer:?} {lacking:?}");
    }

    #[test]
    fn a_word_met_as_the_start_of_a_name_word_is_not_lacking() {
        assert_eq!(
            named("Xiaomi Redmi Note 13", "Xiaomi").distance_to(&words("redmi not 13")),
            (0, 0, 0)
        );
        assert_eq!(
            named("Xiaomi Redmi 13", "Xiaomi").distance_to(&words("redmi not 13")),
            (1, 0, 0)
        );
        // One letter is not a start: `a` does not meet `a55`.
        assert_eq!(
            named("Samsung Galaxy A55", "Samsung").distance_to(&words("a")),
            (1, 0, 2)
        );
    }

    #[test]
    fn a_word_met_by_a_typo_or_its_sound_ranks_before_a_word_lacking() {
        let asked = words("iphnoe 14 pro");
        let typo = named("Apple iPhone 14 Pro", "Apple").distance_to(&asked);
        assert_eq!(typo, (0, 1, 0));
        assert!(typo < named("Realme 14 Pro", "Realme").distance_to(&asked));
        assert_eq!(
            named("Samsung Galaxy S24", "Samsung").distance_to(&words("samshung s24")),
            (0, 1, 1)
        );
    }
}
