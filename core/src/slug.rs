//! Addresses for pages: brand and product slugs.

use alloc::borrow::ToOwned;

use alloc::format;
use alloc::string::String;

/// Lower-case ASCII words joined by dashes (`"Galaxy A55 (8/256GB)"` -> `"galaxy-a55-8-256gb"`).
pub fn slugify(text: &str) -> String {
    let mut slug = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_owned()
}

/// A product's slug: its title's words and the last six hex digits of its id,
/// so two phones with one title still get distinct addresses.
pub fn product_slug(title: &str, id_hex: &str) -> String {
    let tail = id_hex.get(id_hex.len().saturating_sub(6)..).unwrap_or(id_hex);
    format!("{}-{tail}", slugify(title))
}

/// The key a brand name is matched by, whatever its case or spacing.
pub fn brand_key(name: &str) -> String {
    name.trim().to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_keep_ascii_words_only() {
        assert_eq!(slugify("Samsung Galaxy A55 (8/256GB)"), "samsung-galaxy-a55-8-256gb");
        assert_eq!(slugify("  --Nokia--  "), "nokia");
        assert_eq!(slugify("৳ ✓"), "");
        assert_eq!(
            product_slug("Walton Primo R10", "665f1c2e9b1e8a3d4c5b6a70"),
            "walton-primo-r10-5b6a70"
        );
        assert_eq!(brand_key("  SamSung "), "samsung");
    }
}
