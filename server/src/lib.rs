//! The phone shop's HTTP server: API on MongoDB plus the built front end.

pub mod auth;
pub mod catalog_view;
pub mod config;
pub mod couriers;
pub mod demo;
pub mod documents;
pub mod error;
pub mod escape;
pub mod failure;
pub mod ids;
pub mod jobs;
pub mod mail;
pub mod payments;
pub mod pictures;
pub mod rate_limit;
pub mod refusal_log;
pub mod repository;
pub mod request_log;
pub mod responses;
pub mod routes;
pub mod seo;
pub mod services;
pub mod sms;
pub mod startup;
pub mod telemetry;
pub mod texts;
