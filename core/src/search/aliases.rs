//! The names shoppers here give the brands sold in Bangladesh and the words
//! of their model names: in Bangla script and in the common Banglish
//! spellings, each with the name the catalog writes. An alias is matched as
//! a whole word (or two words, such as `one plus`), after case and Bangla
//! digits are folded, and stands for its name exactly: it ranks as the name.
//! Spellings the table misses are still met by the sound key (`sound`).

/// (the catalog's word, what shoppers write for it).
pub const NAMES: &[(&str, &[&str])] = &[
    ("samsung", &["স্যামসাং", "সামসাং", "স্যামসং", "samsang", "shamsung", "samsun"]),
    ("galaxy", &["গ্যালাক্সি", "গ্যালাক্সী", "galaxi", "glaxy"]),
    ("apple", &["অ্যাপল", "এপল", "অ্যাপেল", "apel", "aple"]),
    (
        "iphone",
        &["আইফোন", "আই ফোন", "i phone", "aifon", "ifone", "iphon", "aiphone"],
    ),
    (
        "xiaomi",
        &["শাওমি", "শাওমী", "জিয়াওমি", "shaomi", "xaomi", "siomi", "xiomi", "shiaomi"],
    ),
    ("redmi", &["রেডমি", "রেডমী", "readmi", "redme"]),
    ("poco", &["পোকো", "poko"]),
    (
        "realme",
        &["রিয়েলমি", "রিয়ালমি", "রিয়েলমী", "rialmi", "relmi", "realmi", "riyalmi"],
    ),
    ("oppo", &["অপো", "ওপো", "অপ্পো", "opo"]),
    ("vivo", &["ভিভো", "ভিবো", "bivo", "vibo"]),
    ("oneplus", &["ওয়ানপ্লাস", "ওয়ান প্লাস", "one plus", "wanplus", "1 plus"]),
    ("tecno", &["টেকনো", "tekno", "techno"]),
    ("infinix", &["ইনফিনিক্স", "infinics", "infiniks"]),
    ("itel", &["আইটেল", "aitel", "itell"]),
    ("symphony", &["সিম্ফনি", "সিমফনি", "simfoni", "symfony", "simphony"]),
    ("walton", &["ওয়ালটন", "ওয়াল্টন", "oalton", "walten"]),
    ("nokia", &["নোকিয়া", "nokiya"]),
    ("motorola", &["মটোরোলা", "মোটোরোলা", "motorla"]),
    ("honor", &["অনার", "হনর", "onar", "honour"]),
    ("huawei", &["হুয়াওয়ে", "হুয়াওয়েই", "huawai", "hawei", "huyawei"]),
    ("google", &["গুগল", "gugol", "gugl"]),
    ("pixel", &["পিক্সেল", "piksel"]),
    // Words of model names.
    ("pro", &["প্রো"]),
    ("max", &["ম্যাক্স", "মাক্স"]),
    ("plus", &["প্লাস"]),
    ("ultra", &["আল্ট্রা", "আলট্রা"]),
    ("note", &["নোট"]),
    ("mini", &["মিনি"]),
    ("lite", &["লাইট"]),
    ("fold", &["ফোল্ড"]),
    ("flip", &["ফ্লিপ"]),
    ("phone", &["ফোন"]),
    // Letters of model names, as Bangla spells them (এস২৪ is s24).
    ("a", &["এ"]),
    ("c", &["সি"]),
    ("f", &["এফ"]),
    ("m", &["এম"]),
    ("s", &["এস"]),
    ("t", &["টি"]),
    ("v", &["ভি"]),
    ("x", &["এক্স"]),
    ("y", &["ওয়াই"]),
    ("z", &["জেড"]),
    // Units of storage, read by `storage`.
    ("gb", &["জিবি"]),
    ("tb", &["টিবি"]),
    ("ram", &["র্যাম", "রেম"]),
    ("rom", &["রম", "স্টোরেজ", "storage"]),
];

/// The catalog's word for `word` (already lower case), if it is an alias.
pub fn name_of(word: &str) -> Option<&'static str> {
    NAMES
        .iter()
        .find(|(_, aliases)| aliases.contains(&word))
        .map(|(name, _)| *name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{bangla, sound};

    #[test]
    fn every_brand_sold_here_has_its_bangla_and_banglish_names() {
        for brand in [
            "samsung", "apple", "iphone", "xiaomi", "redmi", "poco", "realme", "oppo", "vivo", "oneplus", "tecno",
            "infinix", "itel", "symphony", "walton", "nokia", "motorola", "honor", "huawei", "google",
        ] {
            let (_, aliases) = NAMES.iter().find(|(name, _)| *name == brand).expect(brand);
            assert!(
                aliases.iter().any(|a| a.chars().any(bangla::is_bangla)),
                "{brand}: Bangla script"
            );
            assert!(aliases.iter().any(|a| a.is_ascii()), "{brand}: Banglish");
        }
    }

    #[test]
    fn an_alias_names_one_word_of_the_catalog_and_is_not_a_name_itself() {
        for (name, aliases) in NAMES {
            assert!(name.bytes().all(|b| b.is_ascii_lowercase()), "{name}");
            for alias in *aliases {
                assert_eq!(name_of(alias), Some(*name), "{alias} names one word");
                assert!(NAMES.iter().all(|(other, _)| other != alias), "{alias} is a name");
                assert_eq!(alias.to_lowercase(), *alias, "{alias} is folded");
            }
        }
    }

    #[test]
    fn most_aliases_would_be_found_by_their_sound_anyway() {
        // The table is for the ranking and for the spellings sound misses
        // (ভিভো, অপো, ওয়ালটন): most of it the sound key finds as well.
        let (mut met, mut all) = (0, 0);
        for (name, aliases) in NAMES {
            for alias in aliases.iter().filter(|a| !a.contains(' ')) {
                all += 1;
                let latin = bangla::to_latin(alias);
                met += usize::from(sound::key(&latin).is_some() && sound::key(&latin) == sound::key(name));
            }
        }
        assert!(met * 2 > all, "{met} of {all}");
    }
}
