use super::*;
use proptest::prelude::*;

fn words(text: &str) -> Vec<String> {
    read_query(text).words
}

fn of(line: &str) -> Vec<String> {
    line.split(' ')
        .filter(|w| !w.is_empty())
        .map(ToOwned::to_owned)
        .collect()
}

#[test]
fn each_way_of_typing_a_query_reads_as_the_catalog_spells_it() {
    for (typed, read) in [
        ("Samsung", "samsung"),
        ("স্যামসাং", "samsung"),
        ("samsang galaxy", "samsung galaxy"),
        ("আইফোন ১৫ প্রো ম্যাক্স", "iphone 15 pro max"),
        ("iphone 15 promax", "iphone 15 pro max"),
        ("iPhone15ProMax", "iphone 15 pro max"),
        ("s24u", "s24 ultra"),
        ("S24 Ultra", "s24 ultra"),
        ("galaxy s24+", "galaxy s24 plus"),
        ("note 13 pro+", "note 13 pro plus"),
        ("Note13 Pro Plus", "note 13 pro plus"),
        ("redmi 13c", "redmi 13c"),
        ("shaomi", "xiaomi"),
        ("one plus 12", "oneplus 12"),
        ("ওয়ান প্লাস ১২", "oneplus 12"),
        ("Café", "cafe"),
        ("  ", ""),
        ("a15", "a15"),
        ("x6pro", "x6 pro"),
        ("galaxy s 24", "galaxy s24"),
        ("গ্যালাক্সি এস২৪ আল্ট্রা", "galaxy s24 ultra"),
        ("ভিভো ভি৩০", "vivo v30"),
    ] {
        assert_eq!(words(typed), of(read), "{typed}");
    }
}

#[test]
fn memory_and_storage_become_a_filter_however_written() {
    for typed in [
        "redmi 8/256",
        "redmi 8gb/256gb",
        "redmi 8gb 256gb",
        "redmi ৮/২৫৬",
        "redmi ৮/২৫৬ জিবি",
        "8+256 redmi",
    ] {
        let query = read_query(typed);
        assert_eq!(query.words, of("redmi"), "{typed}");
        assert_eq!(
            (query.storage.ram_gb, query.storage.rom_gb),
            (Some(8), Some(256)),
            "{typed}"
        );
        assert_eq!(query.normalised(), "redmi 8/256", "{typed}");
    }
    let query = read_query("iphone 256 gb");
    assert_eq!((query.words.clone(), query.storage.rom_gb), (of("iphone"), Some(256)));
    assert_eq!(query.normalised(), "iphone 256gb");
}

#[test]
fn a_size_in_the_query_filters_unless_the_shopper_chose_one() {
    let mut filters = crate::FilterGroup::default();
    read_query("redmi 8/256").narrow(&mut filters);
    assert_eq!(
        (filters.ram.clone(), filters.rom.clone()),
        (alloc::vec![8], alloc::vec![256])
    );
    let mut chosen = crate::FilterGroup {
        rom: alloc::vec![128],
        ..Default::default()
    };
    read_query("256gb").narrow(&mut chosen);
    assert_eq!(chosen.rom, alloc::vec![128], "the shopper's filter stands");
}

#[test]
fn the_catalog_text_is_read_as_queries_are() {
    assert_eq!(
        words_of("Xiaomi Redmi Note 13 Pro+"),
        of("xiaomi redmi note 13 pro plus")
    );
    assert_eq!(words_of("Vivo X Fold3 Pro"), of("vivo x fold 3 pro"));
    assert_eq!(words_of("Samsung Galaxy S24 Ultra"), of("samsung galaxy s24 ultra"));
    // A storage in a title stays words: only queries filter by it.
    assert_eq!(words_of("Helio G99 8/256"), of("helio g99 8 256"));
}

#[test]
fn a_query_reads_at_most_eight_words() {
    assert_eq!(words("a b c d e f g h i j").len(), MAX_WORDS);
}

proptest! {
    #[test]
    fn reading_never_fails_and_reading_again_changes_nothing(text in "\\PC{0,40}") {
        let once = read_query(&text);
        let line = crate::strings::join(once.words.iter().map(String::as_str), " ");
        prop_assert_eq!(words_of(&line), once.words.clone());
        prop_assert!(once.words.iter().all(|w| !w.is_empty()));
    }

    #[test]
    fn case_does_not_matter(text in "[a-zA-Z0-9 +/]{0,30}") {
        prop_assert_eq!(read_query(&text), read_query(&text.to_lowercase()));
    }
}

#[test]
fn a_longer_word_may_have_more_typos() {
    let allowed: Vec<u8> = ["pro", "note", "galaxy", "samsung", "স্যামসাং"]
        .iter()
        .map(|w| typos_allowed(w))
        .collect();
    assert_eq!(allowed, [0, 1, 1, 2, 2]);
}
