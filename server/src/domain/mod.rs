//! Documents as stored in MongoDB and the JSON shapes the API answers.

pub mod cart;
pub mod product;
pub mod user;
