//! User-facing notice texts of the spec, shared by the UI and the server.

/// Success notice after adding to the cart.
pub const PRODUCT_ADDED_IN_CART: &str = "Product Added in Cart";
/// Success notice after removing from the cart.
pub const PRODUCT_REMOVED_FROM_CART: &str = "Product Remove from Cart";
/// Success notice after adding to the wishlist.
pub const ADDED_IN_WISHLIST: &str = "Added in wishlist successfully";
/// Success notice after removing from the wishlist.
pub const REMOVED_FROM_WISHLIST: &str = "Remove wishlist successfully";
/// Failure notice when a signed-out visitor adds to the cart.
pub const LOGIN_REQUIRED_CART: &str = "Please Login To add Cart in Products";
/// Failure notice when a signed-out visitor adds to the wishlist.
pub const LOGIN_REQUIRED_WISHLIST: &str = "Please Login To add wishlist in Products";
/// Inline error for a text input holding a single space.
pub const NOT_ACCEPTABLE: &str = "Not Acceptable";
/// Logged when a page's code fails to download.
pub const MODULE_DOWNLOAD_FAIL: &str = "Module Download Fail";
/// Cart page title.
pub const CART_TITLE: &str = "YOUR SHOPPING CART";
/// Cart page text when there are no lines.
pub const CART_EMPTY: &str = "Your Cart is Empty";

/// Every notice by a stable key, for bindings that hand them over as a table.
pub const ALL: [(&str, &str); 10] = [
    ("productAddedInCart", PRODUCT_ADDED_IN_CART),
    ("productRemovedFromCart", PRODUCT_REMOVED_FROM_CART),
    ("addedInWishlist", ADDED_IN_WISHLIST),
    ("removedFromWishlist", REMOVED_FROM_WISHLIST),
    ("loginRequiredCart", LOGIN_REQUIRED_CART),
    ("loginRequiredWishlist", LOGIN_REQUIRED_WISHLIST),
    ("notAcceptable", NOT_ACCEPTABLE),
    ("moduleDownloadFail", MODULE_DOWNLOAD_FAIL),
    ("cartTitle", CART_TITLE),
    ("cartEmpty", CART_EMPTY),
];
