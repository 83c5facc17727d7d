//! The send call: what it takes, and each refusal with its code.

use crate::helpers::{API_TOKEN, SID, Sim};

#[tokio::test]
async fn an_sms_is_taken_and_its_reply_names_it() {
    let sim = Sim::start();
    let reply = sim.send("01712345678", "Your PhoneBazar code is 482915", "otp-1").await;
    assert_eq!(reply["status"], "SUCCESS");
    assert_eq!(reply["status_code"], 200);
    assert_eq!(reply["error_message"], "");
    let info = &reply["smsinfo"][0];
    assert_eq!(info["sms_status"], "SUCCESS");
    assert_eq!(info["msisdn"], "8801712345678");
    assert_eq!(info["csms_id"], "otp-1");
    assert_eq!(info["sms_type"], "EN");
    assert!(info["reference_id"].as_str().is_some_and(|id| !id.is_empty()));
}

#[tokio::test]
async fn a_wrong_token_or_sender_id_is_refused_and_nothing_is_sent() {
    let sim = Sim::start();
    let reply = sim.send_as("not-the-token", SID, "01712345678", "hello", "a").await;
    assert_eq!(
        (reply["status"].as_str(), reply["status_code"].as_u64()),
        (Some("FAILED"), Some(4001))
    );
    let reply = sim.send_as(API_TOKEN, "OTHERSHOP", "01712345678", "hello", "b").await;
    assert_eq!(reply["status_code"], 4005);
    assert_eq!(sim.messages(None).await["messages"].as_array().map(Vec::len), Some(0));
}

#[tokio::test]
async fn a_call_from_an_address_not_on_the_account_is_refused() {
    let sim = Sim::start_with(&["--allowed-ips", "10.20.30.40"]);
    let reply = sim.send("01712345678", "hello", "a").await;
    assert_eq!(reply["status_code"], 4003);
    assert_eq!(reply["error_message"], "IP not allowed");
}

#[tokio::test]
async fn a_number_that_is_not_a_bangladeshi_mobile_is_refused() {
    let sim = Sim::start();
    for number in ["01212345678", "+4915112345678", "0171234567"] {
        let reply = sim.send(number, "hello", number).await;
        assert_eq!(reply["status_code"], 4025, "{number}");
    }
}

#[tokio::test]
async fn one_csms_id_is_taken_once() {
    let sim = Sim::start();
    assert_eq!(sim.send("01712345678", "first", "order-1").await["status_code"], 200);
    let again = sim.send("01712345678", "first", "order-1").await;
    assert_eq!(again["status_code"], 4026);
    assert_eq!(sim.messages(None).await["messages"].as_array().map(Vec::len), Some(1));
}

#[tokio::test]
async fn an_account_out_of_balance_sends_nothing_until_it_is_topped_up() {
    let sim = Sim::start_with(&["--balance", "2"]);
    let bangla = "আপনার অর্ডার পাঠানো হয়েছে। ".repeat(4);
    // About 100 Bangla characters take two segments: the last of the balance.
    assert_eq!(
        sim.send("01712345678", &bangla, "a").await["smsinfo"][0]["sms_type"],
        "UNICODE"
    );
    let dry = sim.send("01712345678", "one more", "b").await;
    assert_eq!(dry["status_code"], 4020);
    sim.set_balance(10).await;
    assert_eq!(sim.send("01712345678", "one more", "b").await["status_code"], 200);
    assert_eq!(sim.messages(None).await["balance"], 9);
}
