//! The addresses the app has a page for, as its route table writes them
//! (`:name` is one segment, `*` the rest of the path). Any other address gets
//! the app's "page not found" with HTTP 404, so search engines do not index
//! it as a page. `shop-server pages` prints the list; a Vitest test holds it
//! to the app's route table, so neither side can add a page alone.

/// Every page of the app.
pub const APP_PAGES: &[&str] = &[
    "/",
    "/products",
    "/products/:slug",
    "/q",
    "/product/*",
    "/compare",
    "/faqs",
    "/about-me",
    "/contact-me",
    "/track-order",
    "/auth/login",
    "/auth/signup",
    "/auth/forgot-password",
    "/auth/reset-password",
    "/cart",
    "/wishlist",
    "/order/checkout",
    "/order/guest",
    "/order/payment",
    "/order/payment/:checkoutId",
    "/auth/customer",
    "/auth/customer/account-info",
    "/auth/customer/address-book",
    "/auth/customer/my-orders",
    "/auth/customer/my-orders/details/:orderId",
    "/auth/customer/my-orders/invoice/:checkoutId",
    "/auth/customer/my-orders/mushak-6-3/:orderId",
    "/auth/customer/my-orders/mushak-6-7/:orderId",
    "/auth/customer/my-carts",
    "/auth/customer/my-wishlist",
    "/auth/customer/my-reviews",
    "/auth/customer/notices",
    "/admin/dashboard",
    "/admin/dashboard/products/product-list",
    "/admin/dashboard/products/category",
    "/admin/dashboard/products/add-product/:productId",
    "/admin/dashboard/products/server/logs",
    "/admin/dashboard/orders",
    "/admin/dashboard/returns",
    "/admin/dashboard/parcels",
    "/admin/dashboard/parcels/:checkoutId",
    "/admin/dashboard/courier-money",
    "/admin/dashboard/emi-plans",
    "/admin/dashboard/coupons",
    "/admin/dashboard/questions",
    "/admin/dashboard/search",
];

/// Whether the app has a page at `path` (one trailing slash allowed, as the router does).
pub fn is_app_page(path: &str) -> bool {
    let path = match path.strip_suffix('/') {
        Some(rest) if !rest.is_empty() => rest,
        _ => path,
    };
    APP_PAGES.iter().any(|pattern| matches(pattern, path))
}

fn matches(pattern: &str, path: &str) -> bool {
    if pattern == "/" {
        return path == "/";
    }
    let mut wanted = pattern.split('/').skip(1);
    let mut given = path.split('/').skip(1);
    loop {
        match (wanted.next(), given.next()) {
            (Some("*"), Some(segment)) => return !segment.is_empty() || given.next().is_some(),
            (Some(name), Some(segment)) if name.starts_with(':') => {
                if segment.is_empty() {
                    return false;
                }
            }
            (Some(name), Some(segment)) if name == segment => {}
            (None, None) => return true,
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_app_s_pages_are_known_and_nothing_else() {
        for known in [
            "/",
            "/products",
            "/products/samsung",
            "/products/samsung/",
            "/q",
            "/product/galaxy-a55/665f1c2e9b1e8a3d11111111",
            "/product/8%2F128GB/extra/665f1c2e9b1e8a3d11111111",
            "/auth/customer/my-orders/details/665f1c2e9b1e8a3d11111111",
            "/admin/dashboard/products/add-product/new",
            "/order/payment/665f1c2e9b1e8a3d11111111",
        ] {
            assert!(is_app_page(known), "{known}");
        }
        for unknown in [
            "/nope",
            "/products/samsung/extra",
            "/product",
            "/product/",
            "/auth/customer/my-orders/details/",
            "/admin/dashboard/nothing",
            "/cartx",
        ] {
            assert!(!is_app_page(unknown), "{unknown}");
        }
    }
}
