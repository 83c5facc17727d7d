//! Reading what shoppers type into the search box, and the catalog's text,
//! the same way, so that they meet: Bangla digits as ASCII, case and accents
//! folded, Bangla script in Latin letters, the names shoppers give brands
//! and model words (`aliases`), `+` as `plus`, `promax` as `pro max`,
//! `s24u` as `s24 ultra`, `note13` as `note 13`, and memory and storage
//! (`8/256`, `256 gb`) read apart as a filter (`storage`). Words that sound
//! alike meet through their sound key (`sound`).

pub mod aliases;
pub mod bangla;
pub mod shop_aliases;
pub mod sound;
pub mod storage;

use alloc::{borrow::ToOwned, string::String, vec::Vec};
use storage::Piece;
pub use storage::Storage;

/// Words of a query that are read.
pub const MAX_WORDS: usize = 8;

/// A query as the search reads it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SearchQuery {
    /// The words to find, in the catalog's spelling.
    pub words: Vec<String>,
    /// Memory and storage asked for.
    pub storage: Storage,
}

impl SearchQuery {
    /// The query as one line (its words, then `8/256`, `256gb` or `8gb`):
    /// what the query log counts, the same for every way of typing it.
    pub fn normalised(&self) -> String {
        let mut line = crate::strings::join(self.words.iter().map(String::as_str), " ");
        let size = match (self.storage.ram_gb, self.storage.rom_gb) {
            (Some(ram), Some(rom)) => Some(alloc::format!("{ram}/{rom}")),
            (None, Some(rom)) => Some(alloc::format!("{rom}gb")),
            (Some(ram), None) => Some(alloc::format!("{ram}gb ram")),
            (None, None) => None,
        };
        if let Some(size) = size {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&size);
        }
        line
    }

    /// Adds the memory and storage asked for to `filters`, where the
    /// shopper has not chosen any: `redmi 8/256` lists the Redmis that come
    /// in 8/256 GB, each shown on that variant.
    pub fn narrow(&self, filters: &mut crate::FilterGroup) {
        if let (Some(ram), true) = (self.storage.ram_gb, filters.ram.is_empty()) {
            filters.ram.push(ram);
        }
        if let (Some(rom), true) = (self.storage.rom_gb, filters.rom.is_empty()) {
            filters.rom.push(rom);
        }
    }

    /// Whether it asks for nothing.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty() && self.storage == Storage::default()
    }
}

/// Typos a query word may have and still meet a catalog word: none up to
/// three letters, one up to six, two beyond.
pub fn typos_allowed(word: &str) -> u8 {
    match crate::strings::char_count(word) {
        0..=3 => 0,
        4..=6 => 1,
        _ => 2,
    }
}

/// Reads a query: its words in the catalog's spelling, and the memory and
/// storage it asks for.
pub fn read_query(text: &str) -> SearchQuery {
    let (storage, pieces) = storage::take(pieces(text));
    let mut words = spelt(pieces);
    words.truncate(MAX_WORDS);
    SearchQuery { words, storage }
}

/// The words a catalog text (a title, a brand, an alias an admin gave) is
/// found by, read as queries are.
pub fn words_of(text: &str) -> Vec<String> {
    spelt(pieces(text))
}

/// The text cut into words and `/` `+` signs: Bangla digits as ASCII, lower
/// case, accents off; a word split where letters meet digits unless one
/// side is a single letter (`note13` is `note 13`, `s24` and `13c` stay).
fn pieces(text: &str) -> Vec<Piece> {
    let text = bangla::ascii_digits(&text.to_lowercase());
    let mut pieces = Vec::new();
    let mut word = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() || bangla::is_bangla(c) {
            word.push(fold_accent(c));
            continue;
        }
        // Joiners inside a Bangla word (র‍্যা) spell nothing.
        if matches!(c, '\u{200C}' | '\u{200D}') {
            continue;
        }
        split_word(&mut word, &mut pieces);
        match c {
            '/' => pieces.push(Piece::Slash),
            '+' => pieces.push(Piece::Plus),
            _ => {}
        }
    }
    split_word(&mut word, &mut pieces);
    pieces
}

/// Pushes `word` (emptied) as its letter and digit runs, a single Latin
/// letter kept with the number beside it.
fn split_word(word: &mut String, pieces: &mut Vec<Piece>) {
    let mut runs: Vec<String> = Vec::new();
    for c in word.chars() {
        let digit = c.is_ascii_digit();
        match runs.last_mut() {
            Some(run) if run.chars().all(|r| r.is_ascii_digit()) == digit => run.push(c),
            _ => runs.push(String::from(c)),
        }
    }
    word.clear();
    let mut joined: Vec<String> = Vec::new();
    for run in runs {
        let single_letter = |text: &str| text.len() == 1 && text.bytes().all(|b| b.is_ascii_lowercase());
        let run_is_digits = run.starts_with(|c: char| c.is_ascii_digit());
        let bind = joined.last().is_some_and(|last: &String| {
            // `s` + `24`, and `13` + `c`, but not `note` + `13`.
            (run_is_digits && single_letter(last))
                || (single_letter(&run) && last.ends_with(|c: char| c.is_ascii_digit()))
        });
        match joined.last_mut() {
            Some(last) if bind => last.push_str(&run),
            _ => joined.push(run),
        }
    }
    // Units are read before the sizes are (`৮/২৫৬ জিবি`).
    let unit = |word: String| match aliases::name_of(&word) {
        Some(name @ ("gb" | "tb" | "ram" | "rom")) => name.to_owned(),
        _ => word,
    };
    pieces.extend(joined.into_iter().map(|word| Piece::Word(unit(word))));
}

/// A Latin letter with an accent as the letter without it.
fn fold_accent(c: char) -> char {
    match c {
        'à'..='å' => 'a',
        'ç' => 'c',
        'è'..='ë' => 'e',
        'ì'..='ï' => 'i',
        'ñ' => 'n',
        'ò'..='ö' | 'ø' => 'o',
        'ù'..='ü' => 'u',
        'ý' | 'ÿ' => 'y',
        _ => c,
    }
}

/// The pieces left after the sizes, as words in the catalog's spelling.
fn spelt(pieces: Vec<Piece>) -> Vec<String> {
    let texts: Vec<String> = pieces
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Word(word) => Some(word),
            Piece::Plus => Some("plus".to_owned()),
            Piece::Slash => None,
        })
        .collect();
    let mut words = Vec::with_capacity(texts.len());
    let mut at = 0;
    while at < texts.len() {
        // Two words may be one alias (`one plus`, `আই ফোন`).
        if let Some(next) = texts.get(at + 1)
            && let Some(name) = aliases::name_of(&alloc::format!("{} {next}", texts[at]))
        {
            words.push(name.to_owned());
            at += 2;
            continue;
        }
        let word = &texts[at];
        at += 1;
        // A model letter apart from its number (`s 24`, `এস২৪`) is one word with it.
        if word.bytes().all(|b| b.is_ascii_digit())
            && let Some(letter) = words.last_mut()
            && letter.len() == 1
            && letter.bytes().all(|b| b.is_ascii_lowercase())
        {
            letter.push_str(word);
            continue;
        }
        match aliases::name_of(word) {
            Some(name) => words.push(name.to_owned()),
            // A Bangla word spelt with no letter the reading knows spells nothing.
            None if word.chars().any(bangla::is_bangla) => {
                let latin = bangla::to_latin(word);
                if !latin.is_empty() {
                    words.push(latin);
                }
            }
            None => shorthand(word, &mut words),
        }
    }
    words
}

/// `promax` as `pro max`, `s24u` as `s24 ultra`; any other word as it is.
fn shorthand(word: &str, words: &mut Vec<String>) {
    if word == "promax" {
        words.extend(["pro".to_owned(), "max".to_owned()]);
        return;
    }
    let bytes = word.as_bytes();
    let model_u = bytes.len() >= 3
        && bytes[0].is_ascii_lowercase()
        && bytes.last() == Some(&b'u')
        && bytes[1..bytes.len() - 1].iter().all(u8::is_ascii_digit);
    if model_u {
        words.extend([word[..word.len() - 1].to_owned(), "ultra".to_owned()]);
        return;
    }
    words.push(word.to_owned());
}

#[cfg(test)]
mod tests;
