//! A consignment's status in Steadfast's words (`in_review`,
//! `delivered_approval_pending`, ...), which of them are final and which
//! the merchant's callback hears of.

/// Where a consignment stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    InReview,
    Pending,
    Hold,
    DeliveredApprovalPending,
    PartialDeliveredApprovalPending,
    CancelledApprovalPending,
    UnknownApprovalPending,
    Delivered,
    PartialDelivered,
    Cancelled,
    Unknown,
}

impl Status {
    #[cfg(test)]
    pub const ALL: [Status; 11] = [
        Status::InReview,
        Status::Pending,
        Status::Hold,
        Status::DeliveredApprovalPending,
        Status::PartialDeliveredApprovalPending,
        Status::CancelledApprovalPending,
        Status::UnknownApprovalPending,
        Status::Delivered,
        Status::PartialDelivered,
        Status::Cancelled,
        Status::Unknown,
    ];

    /// The wire word, e.g. `delivered_approval_pending`.
    pub const fn word(self) -> &'static str {
        match self {
            Status::InReview => "in_review",
            Status::Pending => "pending",
            Status::Hold => "hold",
            Status::DeliveredApprovalPending => "delivered_approval_pending",
            Status::PartialDeliveredApprovalPending => "partial_delivered_approval_pending",
            Status::CancelledApprovalPending => "cancelled_approval_pending",
            Status::UnknownApprovalPending => "unknown_approval_pending",
            Status::Delivered => "delivered",
            Status::PartialDelivered => "partial_delivered",
            Status::Cancelled => "cancelled",
            Status::Unknown => "unknown",
        }
    }

    /// Whether the parcel's money is settled for good: it moves no more and
    /// its cash and charge go into the next payout.
    pub const fn is_final(self) -> bool {
        matches!(self, Status::Delivered | Status::PartialDelivered | Status::Cancelled)
    }

    /// What an approval turns an approval-pending status into.
    pub const fn approved(self) -> Option<Status> {
        match self {
            Status::DeliveredApprovalPending => Some(Status::Delivered),
            Status::PartialDeliveredApprovalPending => Some(Status::PartialDelivered),
            Status::CancelledApprovalPending => Some(Status::Cancelled),
            Status::UnknownApprovalPending => Some(Status::Unknown),
            _ => None,
        }
    }

    /// Whether a change to this status is sent to the merchant's callback
    /// (review, hold and approval-pending ones are not).
    pub const fn notifies(self) -> bool {
        matches!(
            self,
            Status::Pending | Status::Delivered | Status::PartialDelivered | Status::Cancelled | Status::Unknown
        )
    }

    /// The word as delivery-status webhooks write it: capitalised, e.g.
    /// `Delivered`, `Partial_delivered`.
    pub fn webhook_word(self) -> String {
        let word = self.word();
        let mut chars = word.chars();
        chars
            .next()
            .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_steadfasts_and_distinct() {
        let words: std::collections::HashSet<_> = Status::ALL.iter().map(|status| status.word()).collect();
        assert_eq!(words.len(), 11);
        assert!(words.contains("partial_delivered_approval_pending"));
        assert_eq!(Status::PartialDelivered.webhook_word(), "Partial_delivered");
        assert_eq!(Status::Pending.webhook_word(), "Pending");
    }

    #[test]
    fn only_settled_parcels_are_final_and_approval_leads_to_them() {
        let finals: Vec<_> = Status::ALL.into_iter().filter(|status| status.is_final()).collect();
        assert_eq!(finals, [Status::Delivered, Status::PartialDelivered, Status::Cancelled]);
        assert_eq!(Status::DeliveredApprovalPending.approved(), Some(Status::Delivered));
        assert_eq!(Status::Pending.approved(), None);
    }

    #[test]
    fn the_callback_hears_of_movements_and_endings_only() {
        let heard: Vec<_> = Status::ALL.into_iter().filter(|status| status.notifies()).collect();
        assert_eq!(
            heard,
            [
                Status::Pending,
                Status::Delivered,
                Status::PartialDelivered,
                Status::Cancelled,
                Status::Unknown
            ]
        );
    }
}
