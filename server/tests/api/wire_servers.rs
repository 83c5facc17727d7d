//! Which MongoDB wire server a test's database lives on.

use shop_server::config::Settings;

/// The wire server that holds `database`. The test script may start several
/// (`MONGODB_URIS`, separated by spaces) so the tests share out their work; a
/// database's name picks its server, so every instance, process and client of
/// one test that names the same database finds it on the same one. Without
/// that list, `MONGODB_URI` (or a local default).
pub fn mongodb_uri(database: &str) -> String {
    let listed = std::env::var("MONGODB_URIS").unwrap_or_default();
    let servers: Vec<&str> = listed.split_whitespace().collect();
    if servers.is_empty() {
        return std::env::var("MONGODB_URI").unwrap_or_else(|_| "mongodb://127.0.0.1:27017/".into());
    }
    let mut hasher = std::hash::DefaultHasher::new();
    std::hash::Hash::hash(database, &mut hasher);
    let index = std::hash::Hasher::finish(&hasher) % servers.len() as u64;
    servers[index as usize].to_owned()
}

/// An instance set up over another's database must take that database's server too
/// (`mongodb_uri: first.settings.mongodb_uri.clone()`): with one wire server a wrong
/// one would go unnoticed, with several it would start on an empty database.
pub fn on_its_server(settings: &Settings) {
    let listed = std::env::var("MONGODB_URIS").unwrap_or_default();
    if listed.split_whitespace().any(|server| server == settings.mongodb_uri) {
        assert_eq!(
            settings.mongodb_uri,
            mongodb_uri(&settings.database_name),
            "database {} is on another wire server",
            settings.database_name
        );
    }
}
