//! Questions and answers on a phone page: a signed-in shopper asks, the text
//! checked by the core, at most [`QUESTIONS_PER_HOUR`] an hour; the admin
//! answers or hides it; the first answer tells the asker with a notice and
//! an e-mail, written in the transaction that keeps the answer.

use crate::responses::question::QuestionPage;
use crate::{
    documents::{
        outbox::OutboxMessage,
        question::{QUESTION_ANSWERED, QuestionDocument},
        stock_alert::NoticeDocument,
    },
    failure::Failure,
    mail::question_answered::QuestionAnsweredMail,
    repository::{Decided, QuestionStatus, Repositories, Tx},
    services::order_mail,
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    ListingParams, ListingQuery, Text, TextDef,
    validation::{self, ANSWER_LENGTH, QUESTION_LENGTH},
};

/// Most questions one account may ask in any hour.
pub const QUESTIONS_PER_HOUR: u64 = 5;
/// Answered questions a phone page shows at a time.
pub const PUBLIC_PAGE_SIZE: u32 = 5;
/// Questions on a page of the admin's list.
pub const ADMIN_PAGE_SIZE: u32 = 20;

const HOUR_MS: i64 = 60 * 60 * 1000;

fn not_found() -> Failure {
    Failure::NotFound(texts::questions::NOT_FOUND.into())
}

/// `value` checked by the core's length rule (a lone space, hidden
/// characters and the bounds), trimmed; a refusal names the field.
fn checked(value: &str, (min, max): (usize, usize), field: TextDef) -> Result<String, Failure> {
    validation::length(value, min, max)
        .map(str::to_owned)
        .map_err(|e| Failure::Refused(Text::new(field).text("reason", e.text())))
}

/// The page the caller asked for (the first when none), read by the core's paging rule.
fn paging(page: Option<String>, per_page: u32) -> Result<ListingQuery, Failure> {
    Ok(ListingQuery::parse(&ListingParams {
        page,
        per_page: Some(per_page.to_string()),
        ..ListingParams::default()
    })?)
}

/// The admin's list a `?status=` names; the unanswered questions when none.
pub fn status(text: Option<&str>) -> Result<QuestionStatus, Failure> {
    match text.map(str::trim).unwrap_or_default() {
        "" | "unanswered" => Ok(QuestionStatus::Unanswered),
        "answered" => Ok(QuestionStatus::Answered),
        "hidden" => Ok(QuestionStatus::Hidden),
        _ => Err(Failure::Refused(texts::questions::UNKNOWN_STATUS.into())),
    }
}

/// A page of a phone's answered, visible questions, newest first.
pub async fn answered(
    repositories: &Repositories,
    product: ObjectId,
    page: Option<String>,
) -> Result<QuestionPage, Failure> {
    let paging = paging(page, PUBLIC_PAGE_SIZE)?;
    let found = repositories
        .questions
        .answered_for(product, paging.skip(), i64::from(paging.per_page))
        .await?;
    Ok(QuestionPage::of(found, &paging))
}

/// A page of one of the admin's lists, newest first.
pub async fn listed(
    repositories: &Repositories,
    status: QuestionStatus,
    page: Option<String>,
) -> Result<QuestionPage, Failure> {
    let paging = paging(page, ADMIN_PAGE_SIZE)?;
    let found = repositories
        .questions
        .listed(status, paging.skip(), i64::from(paging.per_page))
        .await?;
    Ok(QuestionPage::of(found, &paging))
}

/// Keeps `customer`'s question about the phone `product`, unanswered.
pub async fn ask(
    repositories: &Repositories,
    customer: ObjectId,
    product: ObjectId,
    text: &str,
) -> Result<QuestionDocument, Failure> {
    let text = checked(text, QUESTION_LENGTH, texts::questions::QUESTION_REFUSED)?;
    let phone = repositories
        .products
        .find_by_id(product)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    let user = repositories
        .users
        .find_by_id(customer)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_AGAIN.into()))?;
    let now = DateTime::now();
    // Taken in one atomic write to the database, so the limit holds across
    // instances and restarts, and under parallel asks.
    let hour_ago = DateTime::from_millis(now.timestamp_millis() - HOUR_MS);
    let most = usize::try_from(QUESTIONS_PER_HOUR).unwrap_or(usize::MAX);
    if !repositories.questions.take_slot(customer, most, hour_ago, now).await? {
        return Err(Failure::Limited(
            Text::new(texts::questions::TOO_MANY).count("max", QUESTIONS_PER_HOUR),
        ));
    }
    let question = QuestionDocument {
        id: ObjectId::new(),
        product_id: product,
        product_title: phone.fields.title,
        product_slug: phone.fields.slug,
        customer_id: customer,
        customer_first_name: user.first_name.trim().to_owned(),
        text,
        answer: None,
        answered_at: None,
        hidden: false,
        created_at: now,
    };
    repositories.questions.insert(&question).await?;
    Ok(question)
}

/// Saves the shop's answer to question `id` (a hidden one is refused); the
/// first answer tells the asker, the e-mail only to a confirmed address.
pub async fn answer(
    repositories: &Repositories,
    id: ObjectId,
    answer: &str,
    public_url: &str,
) -> Result<QuestionDocument, Failure> {
    let answer = checked(answer, ANSWER_LENGTH, texts::questions::ANSWER_REFUSED)?;
    let question = repositories.questions.find_by_id(id).await?.ok_or_else(not_found)?;
    let now = DateTime::now();
    let notice = NoticeDocument {
        id: ObjectId::new(),
        customer_id: question.customer_id,
        kind: QUESTION_ANSWERED.to_owned(),
        product_id: question.product_id,
        product_title: question.product_title.clone(),
        product_slug: question.product_slug.clone(),
        variant_id: None,
        variant_label: String::new(),
        dedupe_key: format!("{QUESTION_ANSWERED}:{}", id.to_hex()),
        read_at: None,
        created_at: now,
    };
    let mail = order_mail::recipient(repositories, question.customer_id, public_url)
        .await?
        .map(|to| {
            QuestionAnsweredMail {
                to: to.email,
                customer_name: to.name,
                product_title: question.product_title.clone(),
                question: question.text.clone(),
                answer: answer.clone(),
                product_url: format!(
                    "{public_url}/product/{}/{}#questions",
                    question.product_slug,
                    question.product_id.to_hex()
                ),
            }
            .message(&id.to_hex(), now)
        });
    let (answer, telling) = (answer.as_str(), (&notice, mail.as_ref()));
    let question = repositories
        .transaction(|mut tx| async move {
            let answered = answer_in(repositories, &mut tx, id, answer, now, telling).await;
            (tx, answered)
        })
        .await??;
    tracing::info!(question = %id, told = question.answered_at == Some(now), "question answered");
    Ok(question)
}

/// One run of answering: the first answer also writes the asker's notice
/// and queues their e-mail (`telling`); a corrected answer tells nobody again.
async fn answer_in(
    repositories: &Repositories,
    tx: &mut Tx,
    id: ObjectId,
    answer: &str,
    now: DateTime,
    (notice, mail): (&NoticeDocument, Option<&OutboxMessage>),
) -> Decided<QuestionDocument, Failure> {
    let questions = &repositories.questions;
    let Some(before) = questions.set_answer_in(tx, id, answer).await? else {
        return Ok(Err(match questions.exists_in(tx, id).await? {
            true => Failure::Conflict(texts::questions::HIDDEN.into()),
            false => not_found(),
        }));
    };
    if before.answered_at.is_none() {
        questions.mark_answered_in(tx, id, now, notice).await?;
        if let Some(mail) = mail {
            repositories.outbox.enqueue_in(tx, mail).await?;
        }
    }
    Ok(Ok(QuestionDocument {
        answer: Some(answer.to_owned()),
        answered_at: before.answered_at.or(Some(now)),
        ..before
    }))
}

/// Hides question `id` from the phone page, or shows it again.
pub async fn set_hidden(repositories: &Repositories, id: ObjectId, hidden: bool) -> Result<QuestionDocument, Failure> {
    repositories
        .questions
        .set_hidden(id, hidden)
        .await?
        .ok_or_else(not_found)
}
