//! Return requests: the merchant asks for a parcel back (by its consignment
//! id, invoice or tracking code). A request starts pending; the tests' API
//! moves it through approved, processing, completed or cancelled.

use super::Book;
use crate::times;
use serde_json::{Value, json};

/// Where a return request stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReturnStatus {
    Pending,
    Approved,
    Processing,
    Completed,
    Cancelled,
}

impl ReturnStatus {
    const ALL: [ReturnStatus; 5] = [
        ReturnStatus::Pending,
        ReturnStatus::Approved,
        ReturnStatus::Processing,
        ReturnStatus::Completed,
        ReturnStatus::Cancelled,
    ];

    pub const fn word(self) -> &'static str {
        match self {
            ReturnStatus::Pending => "pending",
            ReturnStatus::Approved => "approved",
            ReturnStatus::Processing => "processing",
            ReturnStatus::Completed => "completed",
            ReturnStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(word: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|status| status.word() == word.trim())
    }
}

/// One request to have a parcel returned.
#[derive(Debug, Clone)]
pub struct ReturnRequest {
    pub id: u64,
    pub consignment_id: u64,
    pub reason: Option<String>,
    pub status: ReturnStatus,
    pub created_at: i64,
    pub updated_at: i64,
}

impl ReturnRequest {
    /// As the API answers it (the merchant is always user 1).
    pub fn json(&self) -> Value {
        json!({
            "id": self.id,
            "user_id": 1,
            "consignment_id": self.consignment_id,
            "reason": self.reason,
            "status": self.status.word(),
            "created_at": times::iso(self.created_at),
            "updated_at": times::iso(self.updated_at),
        })
    }
}

impl Book {
    /// Records a pending request to return `consignment_id`.
    pub fn request_return(&mut self, consignment_id: u64, reason: Option<String>, now: i64) -> &ReturnRequest {
        let id = self.returns.last().map_or(1, |last| last.id + 1);
        let index = self.returns.len();
        self.returns.push(ReturnRequest {
            id,
            consignment_id,
            reason,
            status: ReturnStatus::Pending,
            created_at: now,
            updated_at: now,
        });
        &self.returns[index]
    }

    pub fn return_request(&self, id: u64) -> Option<&ReturnRequest> {
        self.returns.iter().find(|request| request.id == id)
    }

    /// Sets a request's status; `None` when there is no such request.
    pub fn set_return_status(&mut self, id: u64, status: ReturnStatus, now: i64) -> Option<&ReturnRequest> {
        let request = self.returns.iter_mut().find(|request| request.id == id)?;
        request.status = status;
        request.updated_at = now;
        Some(request)
    }
}
