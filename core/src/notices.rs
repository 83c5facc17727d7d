//! User-facing notice texts of the contract, shared by the UI and the server.

use crate::text::TextDef;
/// Inline error for a text input holding a single space (a field rule's text).
pub use crate::validation::texts::NOT_ACCEPTABLE;

crate::texts! {
    /// Success notice after adding to the cart.
    PRODUCT_ADDED_IN_CART = "notice.product_added_in_cart" => "Product Added in Cart";
    /// Success notice after removing from the cart.
    PRODUCT_REMOVED_FROM_CART = "notice.product_removed_from_cart" => "Product Remove from Cart";
    /// Success notice after adding to the wishlist.
    ADDED_IN_WISHLIST = "notice.added_in_wishlist" => "Added in wishlist successfully";
    /// Success notice after removing from the wishlist.
    REMOVED_FROM_WISHLIST = "notice.removed_from_wishlist" => "Remove wishlist successfully";
    /// Failure notice when a signed-out visitor adds to the cart.
    LOGIN_REQUIRED_CART = "notice.login_required_cart" => "Please Login To add Cart in Products";
    /// Failure notice when a signed-out visitor adds to the wishlist.
    LOGIN_REQUIRED_WISHLIST = "notice.login_required_wishlist" => "Please Login To add wishlist in Products";
    /// Logged when a page's code fails to download.
    MODULE_DOWNLOAD_FAIL = "notice.module_download_fail" => "Module Download Fail";
    /// Cart page title.
    CART_TITLE = "notice.cart_title" => "YOUR SHOPPING CART";
    /// Cart page text when there are no lines.
    CART_EMPTY = "notice.cart_empty" => "Your Cart is Empty";
}

/// Every notice by a stable key, for bindings that hand them over as a table.
pub const ALL: [(&str, &TextDef); 10] = [
    ("productAddedInCart", &PRODUCT_ADDED_IN_CART),
    ("productRemovedFromCart", &PRODUCT_REMOVED_FROM_CART),
    ("addedInWishlist", &ADDED_IN_WISHLIST),
    ("removedFromWishlist", &REMOVED_FROM_WISHLIST),
    ("loginRequiredCart", &LOGIN_REQUIRED_CART),
    ("loginRequiredWishlist", &LOGIN_REQUIRED_WISHLIST),
    ("notAcceptable", &NOT_ACCEPTABLE),
    ("moduleDownloadFail", &MODULE_DOWNLOAD_FAIL),
    ("cartTitle", &CART_TITLE),
    ("cartEmpty", &CART_EMPTY),
];
