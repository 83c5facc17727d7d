//! Limits that stop guessing without locking out a carrier's crowd: attempts
//! per client address (from a trusted proxy's header), failures per account
//! and per address, password changes per account, in bounded memory.

use crate::helpers::{TestApp, spawn_app_with, test_settings};
use serde_json::{Value, json};
use shop_server::{config::Settings, rate_limit::Limits};
use std::{net::IpAddr, time::Duration};

/// Test settings with the shop's real limits.
fn real_limits() -> Settings {
    let shop = Settings::default();
    Settings {
        credential_burst: shop.credential_burst,
        credential_refill: shop.credential_refill,
        account_failures: shop.account_failures,
        address_failures: shop.address_failures,
        password_changes: shop.password_changes,
        ..test_settings()
    }
}

async fn sign_in(app: &TestApp, email: &str, password: &str, forwarded_for: Option<&str>) -> (u16, Value) {
    let mut request = app
        .client
        .post(format!("{}/api/sign-in", app.address))
        .json(&json!({ "email": email, "password": password }));
    if let Some(address) = forwarded_for {
        request = request.header("X-Forwarded-For", address);
    }
    let response = request.send().await.expect("sent");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_crowd_behind_one_address_signs_up_and_in() {
    let app = spawn_app_with(real_limits()).await;
    // Fifty shoppers behind one carrier address, each signing up then in, within seconds.
    for n in 0..50 {
        let user = app.signup(&format!("Crowd{n}")).await;
        let (status, body) = sign_in(&app, &user.email, "correct horse battery", None).await;
        assert_eq!(status, 201, "shopper {n}: {body}");
    }
}

#[tokio::test]
async fn one_visitors_wrong_passwords_lock_their_account_not_the_address() {
    let app = spawn_app_with(real_limits()).await;
    let victim = app.signup("Victim").await;
    let neighbour = app.signup("Neighbour").await;
    let mut statuses = Vec::new();
    for _ in 0..15 {
        statuses.push(sign_in(&app, &victim.email, "wrong guess", None).await.0);
    }
    assert_eq!(&statuses[..10], &[401; 10], "{statuses:?}");
    assert_eq!(&statuses[10..], &[429; 5], "{statuses:?}");
    let (status, body) = sign_in(&app, &victim.email, "correct horse battery", None).await;
    assert_eq!(
        status, 429,
        "a locked account refuses even the right password, so guesses teach nothing: {body}"
    );
    assert_eq!(
        body["message"],
        "Too many attempts. Please wait a minute and try again."
    );
    let (status, body) = sign_in(&app, &neighbour.email, "correct horse battery", None).await;
    assert_eq!(status, 201, "another shopper on the same address signs in: {body}");
}

#[tokio::test]
async fn the_forwarded_address_counts_only_behind_a_trusted_proxy() {
    let behind_proxy = spawn_app_with(Settings {
        credential_burst: 3,
        credential_refill: Duration::from_secs(60),
        trusted_proxies: vec!["127.0.0.1/32".parse().expect("net")],
        ..test_settings()
    })
    .await;
    for _ in 0..3 {
        assert_eq!(
            sign_in(&behind_proxy, "a@example.com", "x-wrong-x", Some("203.0.113.7"))
                .await
                .0,
            401
        );
    }
    assert_eq!(
        sign_in(&behind_proxy, "a@example.com", "x-wrong-x", Some("203.0.113.7"))
            .await
            .0,
        429
    );
    assert_eq!(
        sign_in(&behind_proxy, "b@example.com", "x-wrong-x", Some("203.0.113.8"))
            .await
            .0,
        401,
        "another client behind the same balancer has its own budget"
    );
    assert_eq!(
        sign_in(
            &behind_proxy,
            "b@example.com",
            "x-wrong-x",
            Some("203.0.113.8, 203.0.113.7")
        )
        .await
        .0,
        429,
        "the address the proxy saw counts, not one the client wrote to the left"
    );

    let direct = spawn_app_with(Settings {
        credential_burst: 3,
        credential_refill: Duration::from_secs(60),
        ..test_settings()
    })
    .await;
    let mut statuses = Vec::new();
    for n in 0..5 {
        let forged = format!("198.51.100.{n}");
        statuses.push(sign_in(&direct, "c@example.com", "x-wrong-x", Some(&forged)).await.0);
    }
    assert_eq!(
        statuses,
        [401, 401, 401, 429, 429],
        "a client cannot pick its own address"
    );
}

#[tokio::test]
async fn password_changes_are_limited_per_account() {
    let app = spawn_app_with(real_limits()).await;
    let user = app.signup("Changer").await;
    let other = app.signup("Other").await;
    let attempt = json!({ "current_password": "not the password", "new_password": "a new long password" });
    let mut statuses = Vec::new();
    for _ in 0..7 {
        statuses.push(
            app.post_json("/api/auth/change-password", Some(&user.token), &attempt)
                .await
                .0,
        );
    }
    assert_eq!(statuses, [403, 403, 403, 403, 403, 429, 429]);
    let (status, _) = app
        .post_json("/api/auth/change-password", Some(&other.token), &attempt)
        .await;
    assert_eq!(status, 403, "another account is not limited by this one");
}

#[tokio::test]
async fn sign_ups_naming_taken_emails_are_limited_like_failed_sign_ins() {
    let app = spawn_app_with(Settings {
        address_failures: 5,
        ..test_settings()
    })
    .await;
    let taken = app.signup("Taken").await;
    let attempt = json!({ "first_name": "Probe", "email": taken.email, "password": "correct horse battery" });
    let mut statuses = Vec::new();
    for _ in 0..7 {
        statuses.push(app.post_json("/api/signup", None, &attempt).await.0);
    }
    assert_eq!(
        statuses,
        [409, 409, 409, 409, 409, 429, 429],
        "the 409 stays, but not for ever"
    );
}

#[tokio::test]
async fn the_limiter_forgets_addresses_back_at_a_full_budget() {
    let limits = Limits::new(&Settings {
        credential_burst: 2,
        credential_refill: Duration::from_millis(5),
        ..test_settings()
    });
    for n in 0..5_000u32 {
        let address = IpAddr::from(n.to_be_bytes());
        assert!(limits.allows_attempt(address));
    }
    assert_eq!(limits.attempt_keys(), 5_000);
    tokio::time::sleep(Duration::from_millis(50)).await;
    limits.shrink();
    assert_eq!(limits.attempt_keys(), 0, "a flood of addresses does not stay in memory");
}

#[tokio::test]
async fn a_burst_of_parallel_guesses_gets_no_more_tries_than_one_by_one() {
    let app = spawn_app_with(real_limits()).await;
    let victim = app.signup("Burst").await;
    let guesses = (0..40).map(|n| {
        let password = format!("guess number {n}");
        let app = &app;
        let email = victim.email.clone();
        async move { sign_in(app, &email, &password, None).await.0 }
    });
    let statuses = futures_util::future::join_all(guesses).await;
    let tried = statuses.iter().filter(|s| **s == 401).count();
    assert_eq!(
        tried, 10,
        "only the account's budget of guesses reached the password check: {statuses:?}"
    );
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 30, "{statuses:?}");
}

#[tokio::test]
async fn one_address_cannot_lock_an_account_for_everyone() {
    let app = spawn_app_with(Settings {
        trusted_proxies: vec!["127.0.0.1/32".parse().expect("net")],
        ..real_limits()
    })
    .await;
    let owner = app.signup("Owner").await;
    for _ in 0..12 {
        sign_in(&app, &owner.email, "attacker guess", Some("203.0.113.66")).await;
    }
    let (status, _) = sign_in(&app, &owner.email, "correct horse battery", Some("203.0.113.66")).await;
    assert_eq!(status, 429, "the attacking address is locked out of the account");
    let (status, body) = sign_in(&app, &owner.email, "correct horse battery", Some("198.51.100.20")).await;
    assert_eq!(status, 201, "the owner, elsewhere, still signs in: {body}");
}
