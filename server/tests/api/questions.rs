//! Questions and answers on a phone page: signed-in shoppers ask (checked by
//! the core's length rule, at most five an hour), admins answer or hide, and
//! only answered, visible questions show, newest first, five a page. The
//! first answer tells the asker with one notice and one e-mail.

mod telling;

use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use reqwest::Method;
use serde_json::{Value, json};

/// A phone of the demo catalog: its id and title.
pub async fn phone(app: &TestApp) -> (String, String) {
    app.seed(2).await;
    let product = shop_server::demo::generate(42, 0).product;
    (product.id.to_hex(), product.fields.title)
}

fn questions_path(phone: &str) -> String {
    format!("/api/product/{phone}/questions")
}

async fn ask(app: &TestApp, user: &TestUser, phone: &str, question: &str) -> (u16, Value) {
    app.post_json(
        &questions_path(phone),
        Some(&user.token),
        &json!({ "question": question }),
    )
    .await
}

/// Asks and answers the new question's id.
pub async fn asked(app: &TestApp, user: &TestUser, phone: &str, question: &str) -> String {
    let (status, body) = ask(app, user, phone, question).await;
    assert_eq!(status, 201, "{body}");
    body["_id"].as_str().expect("id").to_owned()
}

pub async fn answer(app: &TestApp, token: &str, question: &str, answer: &str) -> (u16, Value) {
    let path = format!("/api/admin/questions/{question}/answer");
    app.send_json(Method::PUT, &path, Some(token), Some(&json!({ "answer": answer })))
        .await
}

async fn hide(app: &TestApp, token: &str, question: &str, hidden: bool) -> (u16, Value) {
    let path = format!("/api/admin/questions/{question}/visibility");
    app.send_json(Method::PUT, &path, Some(token), Some(&json!({ "hidden": hidden })))
        .await
}

/// The phone page's answered questions on `page`.
pub async fn public(app: &TestApp, phone: &str, page: u32) -> Value {
    let (status, body) = app.get_json(&format!("{}?page={page}", questions_path(phone))).await;
    assert_eq!(status, 200, "{body}");
    body
}

pub fn texts_of(page: &Value) -> Vec<String> {
    page["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| q["question"].as_str().expect("question").to_owned())
        .collect()
}

/// The ids in one of the admin's lists.
async fn admin_list(app: &TestApp, admin: &TestUser, status: &str) -> Vec<String> {
    let (code, body) = app
        .get_json_as(&format!("/api/admin/questions?status={status}"), &admin.token)
        .await;
    assert_eq!(code, 200, "{body}");
    body["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| q["_id"].as_str().expect("id").to_owned())
        .collect()
}

#[tokio::test]
async fn asking_needs_a_sign_in_a_known_phone_and_a_question_of_ten_to_500_characters() {
    let app = spawn_app().await;
    let (phone, _) = phone(&app).await;
    let shopper = app.quick_customer("Rahim").await;

    let (status, _) = app
        .post_json(
            &questions_path(&phone),
            None,
            &json!({ "question": "Does it have eSIM support?" }),
        )
        .await;
    assert_eq!(status, 401);
    let (status, body) = ask(&app, &shopper, "not-an-id", "Does it have eSIM support?").await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = ask(&app, &shopper, &ObjectId::new().to_hex(), "Does it have eSIM support?").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("products.not_found")),
        "{body}"
    );

    let refused = [
        ("  too short  ", "validation.too_short"),
        (&"a".repeat(501), "validation.too_long"),
        (" ", "validation.not_acceptable"),
        (
            "Is the box\u{0007} sealed on delivery?",
            "validation.control_characters",
        ),
    ];
    for (question, reason) in refused {
        let (status, body) = ask(&app, &shopper, &phone, question).await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["code"], "questions.question_refused", "{body}");
        assert_eq!(body["params"]["reason"]["code"], reason, "{body}");
    }
    let (_, body) = ask(&app, &shopper, &phone, "short one").await;
    assert_eq!(body["message"], "Question: Must be at least 10 characters");

    let (status, body) = ask(&app, &shopper, &phone, "  Does it have eSIM support?  ").await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["question"], "Does it have eSIM support?", "kept trimmed");
    assert_eq!(body["code"], "questions.asked");
    let (status, body) = ask(&app, &shopper, &phone, &"ক".repeat(500)).await;
    assert_eq!(status, 201, "500 Bangla letters are 500 characters: {body}");

    let page = public(&app, &phone, 1).await;
    assert_eq!(
        (page["total"].as_u64(), texts_of(&page).len()),
        (Some(0), 0),
        "unanswered ones are not public"
    );
}

#[tokio::test]
async fn an_account_asks_at_most_five_questions_an_hour() {
    let app = spawn_app().await;
    let (phone, _) = phone(&app).await;
    let eager = app.quick_customer("Eager").await;
    for n in 1..=5 {
        asked(&app, &eager, &phone, &format!("Question number {n} about this phone?")).await;
    }
    let (status, body) = ask(&app, &eager, &phone, "One question too many today?").await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(
        (body["code"].as_str(), &body["params"]["max"]),
        (Some("questions.too_many"), &json!(5))
    );
    assert_eq!(
        body["message"],
        "You can ask at most 5 questions an hour. Please try again later."
    );
    let other = app.quick_customer("Calm").await;
    asked(&app, &other, &phone, "Another account may still ask?").await;

    // An hour later the first five no longer count.
    let earlier = DateTime::from_millis(DateTime::now().timestamp_millis() - 61 * 60 * 1000);
    let customer = ObjectId::parse_str(&eager.id).expect("id");
    let database = app.database().await;
    database
        .collection::<Document>("questions")
        .update_many(
            doc! { "customer_id": customer },
            doc! { "$set": { "createdAt": earlier } },
        )
        .await
        .expect("backdate");
    database
        .collection::<Document>("question_slots")
        .update_many(doc! { "_id": customer }, doc! { "$set": { "asked_at.$[]": earlier } })
        .await
        .expect("backdate");
    asked(&app, &eager, &phone, "And the next hour, one more?").await;
}

#[tokio::test]
async fn twenty_questions_sent_at_once_keep_five() {
    let app = spawn_app().await;
    let (phone, _) = phone(&app).await;
    let eager = app.quick_customer("Eager").await;
    let texts: Vec<String> = (0..20).map(|n| format!("Question number {n} sent at once?")).collect();
    let asks = texts.iter().map(|text| ask(&app, &eager, &phone, text));
    let answers = futures_util::future::join_all(asks).await;
    let kept = answers.iter().filter(|(status, _)| *status == 201).count();
    let limited = answers.iter().filter(|(status, _)| *status == 429).count();
    assert_eq!((kept, limited), (5, 15), "{answers:?}");
    let stored = app
        .database()
        .await
        .collection::<Document>("questions")
        .count_documents(doc! { "customer_id": ObjectId::parse_str(&eager.id).expect("id") })
        .await
        .expect("count");
    assert_eq!(stored, 5);
}

#[tokio::test]
async fn only_admins_answer_and_the_phone_page_shows_answered_questions_newest_first_five_a_page() {
    let app = spawn_app().await;
    let (phone, _) = phone(&app).await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Nadia").await;
    let mut ids = Vec::new();
    for n in 1..=7 {
        let asker = app.quick_customer(&format!("Asker{n}")).await;
        ids.push(asked(&app, &asker, &phone, &format!("Question {n}: is it waterproof?")).await);
    }

    let (status, _) = answer(&app, &shopper.token, &ids[0], "Yes, IP67.").await;
    assert_eq!(status, 403);
    let (status, _) = hide(&app, &shopper.token, &ids[0], true).await;
    assert_eq!(status, 403);
    let (status, _) = app.get_json_as("/api/admin/questions", &shopper.token).await;
    assert_eq!(status, 403);
    let (status, _) = app
        .send_json(
            Method::PUT,
            &format!("/api/admin/questions/{}/answer", ids[0]),
            None,
            Some(&json!({ "answer": "Yes" })),
        )
        .await;
    assert_eq!(status, 401);

    let mut unanswered = admin_list(&app, &admin, "unanswered").await;
    unanswered.reverse();
    assert_eq!(
        unanswered, ids,
        "the admin sees every unanswered question, newest first"
    );
    let (status, body) = app.get_json_as("/api/admin/questions?status=later", &admin.token).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("questions.unknown_status")));

    let (status, body) = answer(&app, &admin.token, &ids[0], " ").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (400, Some("questions.answer_refused")),
        "{body}"
    );
    let (status, _) = answer(&app, &admin.token, &ObjectId::new().to_hex(), "Yes, IP67.").await;
    assert_eq!(status, 404);
    // Every question but the fourth is answered.
    for (n, id) in ids.iter().enumerate().filter(|(n, _)| *n != 3) {
        let (status, body) = answer(&app, &admin.token, id, &format!("Answer {}", n + 1)).await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["answer"], format!("Answer {}", n + 1));
    }
    assert_eq!(admin_list(&app, &admin, "unanswered").await, [ids[3].clone()]);
    assert_eq!(admin_list(&app, &admin, "answered").await.len(), 6);

    let first = public(&app, &phone, 1).await;
    assert_eq!((first["total"].as_u64(), first["perPage"].as_u64()), (Some(6), Some(5)));
    let newest: Vec<String> = [7, 6, 5, 3, 2]
        .iter()
        .map(|n| format!("Question {n}: is it waterproof?"))
        .collect();
    assert_eq!(texts_of(&first), newest);
    let top = &first["questions"][0];
    assert_eq!(
        (top["asker"].as_str(), top["answer"].as_str()),
        (Some("Asker7"), Some("Answer 7"))
    );
    assert!(top["createdAt"].as_str().is_some_and(|d| d.starts_with("20")), "{top}");
    assert!(top.get("customer_id").is_none(), "the public sees a first name only");
    let second = public(&app, &phone, 2).await;
    assert_eq!(texts_of(&second), ["Question 1: is it waterproof?"]);
    let (status, body) = app.get_json(&format!("{}?page=0", questions_path(&phone))).await;
    assert_eq!(status, 400, "{body}");
}

#[tokio::test]
async fn hidden_questions_never_show_and_wait_to_be_shown_before_an_answer() {
    let app = spawn_app().await;
    let (phone, _) = phone(&app).await;
    let admin = app.admin().await;
    let asker = app.quick_customer("Karim").await;
    let answered = asked(&app, &asker, &phone, "Is a charger in the box?").await;
    let spam = asked(&app, &asker, &phone, "Buy cheap followers at my site").await;
    assert_eq!(
        answer(&app, &admin.token, &answered, "Yes, a 25 W charger.").await.0,
        200
    );

    let (status, body) = hide(&app, &admin.token, &answered, true).await;
    assert_eq!((status, &body["hidden"]), (200, &json!(true)), "{body}");
    assert_eq!(hide(&app, &admin.token, &spam, true).await.0, 200);
    assert_eq!(
        public(&app, &phone, 1).await["total"],
        0,
        "a hidden answer is not public"
    );
    assert!(admin_list(&app, &admin, "answered").await.is_empty());
    assert!(admin_list(&app, &admin, "unanswered").await.is_empty());
    assert_eq!(
        admin_list(&app, &admin, "hidden").await,
        [spam.clone(), answered.clone()]
    );
    let (status, body) = answer(&app, &admin.token, &spam, "We do not sell followers.").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("questions.hidden")),
        "{body}"
    );

    assert_eq!(hide(&app, &admin.token, &answered, false).await.0, 200);
    assert_eq!(texts_of(&public(&app, &phone, 1).await), ["Is a charger in the box?"]);
    let (status, _) = hide(&app, &admin.token, &ObjectId::new().to_hex(), false).await;
    assert_eq!(status, 404);
}
