//! Memory and storage written in a query, as shoppers write them: `8/256`,
//! `8+256`, `8gb/256gb`, `8gb 256gb`, `256 gb`, `256gb rom`, `1tb`,
//! `৮/২৫৬ জিবি`. Read off the query's words, they filter the phones' variants
//! instead of being searched for as text.

use alloc::{string::String, vec::Vec};

/// The most RAM a phone has, in GB: a lone size up to it is its RAM, above it its storage.
const MOST_RAM_GB: u32 = 24;

/// RAM and storage asked for, in GB.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Storage {
    pub ram_gb: Option<u32>,
    pub rom_gb: Option<u32>,
}

/// A piece of a query: a word, or a `/` or `+` between words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    Word(String),
    Slash,
    Plus,
}

/// Takes the sizes out of `pieces`: what they ask for, and the pieces left.
pub fn take(pieces: Vec<Piece>) -> (Storage, Vec<Piece>) {
    let mut storage = Storage::default();
    let mut left = Vec::with_capacity(pieces.len());
    let mut at = 0;
    while at < pieces.len() {
        if let Some((size, used)) = size_at(&pieces, at) {
            // `8/256`, `8 + 256 gb`: memory, then storage.
            if let Some(Piece::Slash | Piece::Plus) = pieces.get(at + used)
                && let Some((second, more)) = size_at(&pieces, at + used + 1)
                && size.gb <= MOST_RAM_GB
                && second.gb > size.gb
            {
                storage.ram_gb = Some(size.gb);
                storage.rom_gb = Some(second.gb);
                at += used + 1 + more;
                continue;
            }
            // `8gb`, `256 gb rom`: a size with its unit, or named RAM or storage.
            if size.unit || size.named.is_some() {
                let is_ram = size.named.unwrap_or(!size.terabytes && size.gb <= MOST_RAM_GB);
                if is_ram {
                    storage.ram_gb = Some(size.gb);
                } else {
                    storage.rom_gb = Some(size.gb);
                }
                at += used;
                continue;
            }
        }
        left.push(pieces[at].clone());
        at += 1;
    }
    (storage, left)
}

/// A size read at one place of a query.
struct Size {
    gb: u32,
    /// Written with `gb` or `tb`.
    unit: bool,
    terabytes: bool,
    /// Followed by `ram` (true) or `rom` (false).
    named: Option<bool>,
}

/// The size written at `pieces[at]` (a number, maybe a unit, maybe `ram` or
/// `rom`), and how many pieces it takes.
fn size_at(pieces: &[Piece], at: usize) -> Option<(Size, usize)> {
    let word = |i: usize| match pieces.get(i) {
        Some(Piece::Word(word)) => Some(word.as_str()),
        _ => None,
    };
    let number = crate::digits::parse_u32(word(at)?)?;
    let mut used = 1;
    let unit = word(at + used).filter(|w| *w == "gb" || *w == "tb");
    let terabytes = unit == Some("tb");
    used += usize::from(unit.is_some());
    let named = match word(at + used) {
        Some("ram") => Some(true),
        Some("rom") => Some(false),
        _ => None,
    };
    used += usize::from(named.is_some());
    let gb = if terabytes { number.checked_mul(1024)? } else { number };
    (1..=16 * 1024).contains(&gb).then_some((
        Size {
            gb,
            unit: unit.is_some(),
            terabytes,
            named,
        },
        used,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::borrow::ToOwned;

    fn pieces(text: &str) -> Vec<Piece> {
        text.split(' ')
            .map(|p| match p {
                "/" => Piece::Slash,
                "+" => Piece::Plus,
                word => Piece::Word(word.to_owned()),
            })
            .collect()
    }

    fn read(text: &str) -> (Option<u32>, Option<u32>, Vec<Piece>) {
        let (storage, left) = take(pieces(text));
        (storage.ram_gb, storage.rom_gb, left)
    }

    #[test]
    fn every_way_of_writing_memory_and_storage_reads_the_same() {
        for text in [
            "8 / 256",
            "8 + 256",
            "8 gb / 256 gb",
            "8 gb 256 gb",
            "8 ram 256 rom",
            "8 gb ram 256 gb rom",
        ] {
            assert_eq!(read(text), (Some(8), Some(256), Vec::new()), "{text}");
        }
    }

    #[test]
    fn a_lone_size_with_its_unit_is_memory_up_to_24_gb_and_storage_above() {
        assert_eq!(read("256 gb"), (None, Some(256), Vec::new()));
        assert_eq!(read("12 gb"), (Some(12), None, Vec::new()));
        assert_eq!(read("1 tb"), (None, Some(1024), Vec::new()));
        assert_eq!(read("16 gb rom"), (None, Some(16), Vec::new()));
    }

    #[test]
    fn model_numbers_stay_words() {
        assert_eq!(read("note 13 pro"), (None, None, pieces("note 13 pro")));
        // `13 + 256`? A plus after a model number, then a size: only the size is read.
        assert_eq!(read("s24 + 256 gb"), (None, Some(256), pieces("s24 +")));
        // A first number larger than the second is not memory then storage.
        assert_eq!(read("256 / 8"), (None, None, pieces("256 / 8")));
        assert_eq!(read("0 gb"), (None, None, pieces("0 gb")));
    }
}
