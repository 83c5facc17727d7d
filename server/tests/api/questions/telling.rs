//! The first answer to a question tells the asker: one notice, and one
//! e-mail to a confirmed address, however often the answer is corrected.

use super::{answer, asked, phone, public, texts_of};
use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::{Document, doc, oid::ObjectId};
use serde_json::Value;

/// The asker's notices, and the question e-mails queued to them.
async fn told(app: &TestApp, asker: &TestUser) -> (Value, Vec<Document>) {
    let (status, notices) = app.get_json_as("/api/notices", &asker.token).await;
    assert_eq!(status, 200, "{notices}");
    let mails = app
        .database()
        .await
        .collection::<Document>("outbox")
        .find(doc! { "to": &asker.email, "kind": "question_answered" })
        .await
        .expect("find");
    let mails = futures_util::TryStreamExt::try_collect(mails).await.expect("mails");
    (notices, mails)
}

#[tokio::test]
async fn the_first_answer_tells_the_asker_once_with_a_notice_and_an_email() {
    let app = spawn_app().await;
    let (phone, title) = phone(&app).await;
    let admin = app.admin().await;
    let asker = app.quick_customer("Sumaiya").await;
    let question = asked(&app, &asker, &phone, "Does it support 65 W fast charging?").await;
    let (notices, mails) = told(&app, &asker).await;
    assert_eq!((notices["unread"].as_u64(), mails.len()), (Some(0), 0));

    assert_eq!(
        answer(&app, &admin.token, &question, "It charges at 45 W.").await.0,
        200
    );
    let (status, body) = answer(&app, &admin.token, &question, "It charges at 45 W at most.").await;
    assert_eq!(status, 200, "{body}");

    let (notices, mails) = told(&app, &asker).await;
    assert_eq!(notices["unread"], 1, "a corrected answer tells nobody again: {notices}");
    let notice = &notices["notices"][0];
    assert_eq!(notice["kind"], "question_answered");
    assert_eq!(notice["code"], "questions.answered");
    assert_eq!(notice["message"], format!("Your question about {title} was answered."));
    assert_eq!(notice["product_id"], phone.as_str());
    assert_eq!(mails.len(), 1);
    let text = mails[0].get_str("text").expect("text");
    assert!(
        text.contains("You asked: Does it support 65 W fast charging?"),
        "{text}"
    );
    assert!(text.contains("Our answer: It charges at 45 W."), "{text}");
    assert!(text.contains(&format!("/{phone}#questions")), "{text}");
    assert_eq!(
        texts_of(&public(&app, &phone, 1).await),
        ["Does it support 65 W fast charging?"]
    );
    assert_eq!(
        public(&app, &phone, 1).await["questions"][0]["answer"],
        "It charges at 45 W at most."
    );

    // An address nobody confirmed gets no e-mail; the notice still comes.
    let unconfirmed = app.quick_customer("Tanvir").await;
    app.database()
        .await
        .collection::<Document>("users")
        .update_one(
            doc! { "_id": ObjectId::parse_str(&unconfirmed.id).expect("id") },
            doc! { "$set": { "email_verified": false } },
        )
        .await
        .expect("unconfirm");
    let question = asked(&app, &unconfirmed, &phone, "Is there a memory card slot?").await;
    assert_eq!(answer(&app, &admin.token, &question, "No, it has none.").await.0, 200);
    let (notices, mails) = told(&app, &unconfirmed).await;
    assert_eq!((notices["unread"].as_u64(), mails.len()), (Some(1), 0));
}
