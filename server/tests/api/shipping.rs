//! What an admin sends to move an order along, shipping included: each
//! phone's IMEI, made up here and well formed.

/// A new well-formed IMEI (random digits and their Luhn check digit), so
/// every phone a test ships is a different handset.
pub fn new_imei() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    let body: String = (0..14).map(|_| char::from(b'0' + rng.random_range(0..10u8))).collect();
    shop_core::imei::Imei::completing(&body)
        .expect("14 digits")
        .as_str()
        .to_owned()
}

/// The admin's status change body: shipping names one IMEI for each of the
/// order's `quantity` phones.
pub fn move_body(status: &str, quantity: usize) -> serde_json::Value {
    if status == "shipped" {
        let handsets: Vec<Vec<String>> = (0..quantity).map(|_| vec![new_imei()]).collect();
        serde_json::json!({ "status": status, "handsets": handsets })
    } else {
        serde_json::json!({ "status": status })
    }
}
