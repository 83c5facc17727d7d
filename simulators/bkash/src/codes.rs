//! bKash's business refusals: a `statusCode` with its `statusMessage`, sent
//! with HTTP 200 like the real service does.

/// One refusal the simulator can answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    InvalidAppKey,
    InvalidPaymentId,
    InvalidAmount,
    InvalidCurrency,
    InvalidIntent,
    InsufficientBalance,
    InvalidRequestBody,
    RefundAboveOriginal,
    RefundUnknownTransaction,
    InvalidInvoiceNumber,
    TransactionNotFound,
    AlreadyRefunded,
    DebitBlocked,
    InvalidPayerReference,
    InvalidCallbackUrl,
    InvalidPaymentState,
    InvalidMode,
    MandatoryFieldMissing,
    AlreadyExecuted,
    UnknownUsername,
    WrongPassword,
    InvalidRefreshToken,
}

impl Code {
    /// The `statusCode` string.
    pub fn code(self) -> &'static str {
        match self {
            Code::InvalidAppKey => "2001",
            Code::InvalidPaymentId => "2002",
            Code::InvalidAmount => "2006",
            Code::InvalidCurrency => "2007",
            Code::InvalidIntent => "2008",
            Code::InsufficientBalance => "2023",
            Code::InvalidRequestBody => "2025",
            Code::RefundAboveOriginal => "2026",
            Code::RefundUnknownTransaction => "2028",
            Code::InvalidInvoiceNumber => "2031",
            Code::TransactionNotFound => "2033",
            Code::AlreadyRefunded => "2034",
            Code::DebitBlocked => "2037",
            Code::InvalidPayerReference => "2048",
            Code::InvalidCallbackUrl => "2049",
            Code::InvalidPaymentState => "2056",
            Code::InvalidMode => "2063",
            Code::MandatoryFieldMissing => "2065",
            Code::AlreadyExecuted => "2117",
            // The token service answers its own failures with 9999 (seen in the sandbox).
            Code::UnknownUsername | Code::WrongPassword | Code::InvalidRefreshToken => "9999",
        }
    }

    /// The `statusMessage`, in bKash's own words and spelling.
    pub fn message(self) -> &'static str {
        match self {
            Code::InvalidAppKey => "Invalid App Key",
            Code::InvalidPaymentId => "Invalid Payment ID",
            Code::InvalidAmount => "Invalid amount",
            Code::InvalidCurrency => "Invalid currency",
            Code::InvalidIntent => "Invalid intent",
            Code::InsufficientBalance => "Insufficient Balance",
            Code::InvalidRequestBody => "Invalid request body",
            Code::RefundAboveOriginal => "The reversal amount cannot be greater than the original transaction amount",
            Code::RefundUnknownTransaction => "Reverse failed because the transaction serial number does not exist",
            Code::InvalidInvoiceNumber => "Invalid merchant invoice number",
            Code::TransactionNotFound => "Transaction not found",
            Code::AlreadyRefunded => {
                "The transaction cannot be reversed because the original transaction has been reversed"
            }
            Code::DebitBlocked => {
                "The account of the debit party is in a state which prohibits execution of this transaction"
            }
            Code::InvalidPayerReference => "Invalid Payer Reference",
            Code::InvalidCallbackUrl => "Invalid Merchant Callback URL",
            Code::InvalidPaymentState => "Invalid Payment State",
            Code::InvalidMode => "Mode is not valid as per request data",
            Code::MandatoryFieldMissing => "Mendatory field missing",
            // The live sandbox's text, not the error list's.
            Code::AlreadyExecuted => "Payment execution already been called before",
            Code::UnknownUsername => "Username does not exist",
            Code::WrongPassword => "Incorrect username or password.",
            Code::InvalidRefreshToken => "Invalid Refresh Token",
        }
    }
}
