//! `shop-server admin create`: the first admin of a shop without demo
//! accounts, its password read from a file or standard input (never from
//! the command line); `admin reset-password` when that password is lost.

use crate::{
    helpers::{spawn_app_with, test_settings},
    wire_servers::mongodb_uri,
};
use serde_json::json;
use std::io::Write;
use std::process::{Command, Stdio};

fn admin_create(database: &str, args: &[&str], stdin: &str) -> std::process::Output {
    admin_command(database, "create", args, stdin)
}

/// `shop-server admin <action> <args>` on `database`, `stdin` written to it.
fn admin_command(database: &str, action: &str, args: &[&str], stdin: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shop-server"))
        .env_clear()
        .env("MONGODB_URI", mongodb_uri(database))
        .env("DATABASE_NAME", database)
        .env("SHOP_ENV", "development")
        .env("BCRYPT_COST", "4")
        .env("RUST_LOG", "info")
        .args(["admin", action])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("password written");
    child.wait_with_output().expect("it ends")
}

#[tokio::test]
async fn an_admin_made_on_the_command_line_signs_in_to_the_admin_area() {
    let settings = test_settings();
    let database = settings.database_name.clone();
    let app = spawn_app_with(settings).await;
    let made = admin_create(
        &database,
        &["--email", "Owner@Shop.example.com.bd", "--password-file", "-"],
        "Owner#2026shop\n",
    );
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));

    let (status, signed_in) = app
        .post_json(
            "/api/sign-in",
            None,
            &json!({ "email": "owner@shop.example.com.bd", "password": "Owner#2026shop" }),
        )
        .await;
    assert_eq!(status, 201, "{signed_in}");
    assert_eq!(signed_in["role"], "admin");
    let token = signed_in["token"].as_str().expect("token");
    assert_eq!(app.get_json_as("/api/admin/dashboard", token).await.0, 200);

    // The same address twice, a weak password, or a password on the command line: refused.
    let again = admin_create(
        &database,
        &["--email", "owner@shop.example.com.bd", "--password-file", "-"],
        "Another#2026\n",
    );
    assert!(!again.status.success());
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&again.stdout),
        String::from_utf8_lossy(&again.stderr)
    );
    assert!(said.contains("already exists"), "{said}");
    let weak = admin_create(
        &database,
        &["--email", "second@shop.example.com.bd", "--password-file", "-"],
        "short\n",
    );
    assert!(!weak.status.success());
    let on_the_line = admin_create(
        &database,
        &["--email", "third@shop.example.com.bd", "--password", "Owner#2026shop"],
        "",
    );
    assert!(!on_the_line.status.success(), "no --password flag");
}

#[tokio::test]
async fn a_lost_admin_password_is_reset_on_the_command_line_and_its_sessions_end() {
    let settings = test_settings();
    let database = settings.database_name.clone();
    let app = spawn_app_with(settings).await;
    let email = "keeper@shop.example.com.bd";
    let made = admin_create(
        &database,
        &["--email", email, "--password-file", "-"],
        "Keeper#2026shop\n",
    );
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let sign_in = |password: &'static str| {
        let app = &app;
        async move {
            app.post_json("/api/sign-in", None, &json!({ "email": email, "password": password }))
                .await
        }
    };
    let (status, before) = sign_in("Keeper#2026shop").await;
    assert_eq!(status, 201, "{before}");
    let old_token = before["token"].as_str().expect("token").to_owned();

    // A shopper's address, or a weak password, is refused and changes nothing.
    let shopper = app.signup("Shopper").await;
    let refused = admin_command(
        &database,
        "reset-password",
        &["--email", &shopper.email, "--password-file", "-"],
        "Shopper#2026new\n",
    );
    assert!(!refused.status.success());
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&refused.stdout),
        String::from_utf8_lossy(&refused.stderr)
    );
    assert!(said.contains("No admin has this e-mail address"), "{said}");
    let weak = admin_command(
        &database,
        "reset-password",
        &["--email", email, "--password-file", "-"],
        "short\n",
    );
    assert!(!weak.status.success());

    let reset = admin_command(
        &database,
        "reset-password",
        &["--email", email, "--password-file", "-"],
        "Renewed#2026shop\n",
    );
    assert!(reset.status.success(), "{}", String::from_utf8_lossy(&reset.stderr));
    assert_eq!(
        sign_in("Keeper#2026shop").await.0,
        401,
        "the old password no longer works"
    );
    let (status, after) = sign_in("Renewed#2026shop").await;
    assert_eq!(status, 201, "{after}");
    // The running instance follows the revocation: the old session ends within its sync period.
    let mut ended = false;
    for _ in 0..50 {
        if app.get_json_as("/api/admin/dashboard", &old_token).await.0 == 401 {
            ended = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(ended, "the session from before the reset is signed out");
    let new_token = after["token"].as_str().expect("token");
    assert_eq!(app.get_json_as("/api/admin/dashboard", new_token).await.0, 200);
}
