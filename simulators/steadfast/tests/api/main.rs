//! Black-box tests: each test starts the real `steadfast-sim` binary on a
//! free port and talks HTTP to it, as the shop does; webhooks go to a small
//! receiver the test runs.

mod helpers;
mod money;
mod orders;
mod page;
mod receiver;
mod webhooks;
