//! What a person or a test reads back: the JSON list and the inbox page.

use crate::helpers::Sim;

#[tokio::test]
async fn the_messages_of_one_number_are_listed_newest_first_however_it_is_written() {
    let sim = Sim::start();
    sim.send("01712345678", "first", "1").await;
    sim.send("01812345678", "to someone else", "2").await;
    sim.send("+8801712345678", "second", "3").await;
    let mine = sim.messages(Some("8801712345678")).await;
    let texts: Vec<&str> = mine["messages"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|m| m["sms"].as_str())
        .collect();
    assert_eq!(texts, ["second", "first"]);
}

#[tokio::test]
async fn the_inbox_page_shows_each_sms_as_text() {
    let sim = Sim::start();
    sim.send("01712345678", "Code <b>123456</b> & more", "1").await;
    let page = sim
        .client
        .get(format!("{}/", sim.base))
        .send()
        .await
        .expect("answers")
        .text()
        .await
        .expect("a page");
    assert!(page.contains("+8801712345678"), "{page}");
    assert!(page.contains("Code &lt;b&gt;123456&lt;/b&gt; &amp; more"), "{page}");
}
