//! Wishlist rules: the same add-or-remove toggle as the cart, and whether
//! each wishlisted product is already in the cart.

use alloc::borrow::ToOwned;

use alloc::string::String;
use alloc::vec::Vec;

use crate::cart::{ToggleOutcome, toggle_outcome};

/// Toggles a product id in a wishlist: absent is added, present is removed.
pub fn toggle(product_ids: &mut Vec<String>, product_id: &str) -> ToggleOutcome {
    let outcome = toggle_outcome(product_ids.iter().map(String::as_str), product_id);
    match outcome {
        ToggleOutcome::Removed => product_ids.retain(|id| id != product_id),
        ToggleOutcome::Added => product_ids.push(product_id.to_owned()),
    }
    outcome
}

/// For each wishlist row, whether its product is in the cart ('In Cart')
/// or not ('Add To Cart'). Both lists are a shopper's own (tens of ids), so a
/// scan is cheaper than a hash set, and keeps hashing out of the WebAssembly.
pub fn in_cart_flags(wishlist_ids: &[String], cart_ids: &[String]) -> Vec<bool> {
    wishlist_ids.iter().map(|id| cart_ids.contains(id)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toggle_adds_then_removes() {
        let mut ids = vec!["a".to_owned()];
        assert_eq!(toggle(&mut ids, "b"), ToggleOutcome::Added);
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(toggle(&mut ids, "a"), ToggleOutcome::Removed);
        assert_eq!(ids, ["b"]);
    }

    #[test]
    fn flags_rows_already_in_cart() {
        let wish = vec!["a".to_owned(), "b".to_owned(), "c".to_owned()];
        let cart = vec!["c".to_owned(), "a".to_owned()];
        assert_eq!(in_cart_flags(&wish, &cart), [true, false, true]);
        assert!(in_cart_flags(&[], &cart).is_empty());
    }
}
