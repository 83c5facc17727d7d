//! Documents as stored in MongoDB and the JSON shapes the API answers.

pub mod address;
pub mod brand;
pub mod cart;
pub mod order;
pub mod product;
pub mod review;
pub mod session;
pub mod user;
