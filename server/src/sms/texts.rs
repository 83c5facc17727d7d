//! The SMS the shop sends about an order, in the customer's language, and the
//! one-time code's: short enough for one segment where the language allows (160
//! characters in English, 70 in Bangla), the amounts written as that language writes money.

use shop_core::{Locale, Money};

/// What an order's SMS tells of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderNews {
    Placed,
    /// Its payment was received.
    Paid,
    Confirmed,
    Shipped,
    Delivered,
    /// It passed the hand-over or delivery promise (the guidelines' clocks).
    Late,
    /// `refund`: money had been taken and goes back.
    Cancelled {
        refund: bool,
    },
    /// The money went back (`total` is what was refunded): to the account
    /// (card or wallet) that paid, or (a cash order's return) by the shop in person.
    Refunded {
        to_wallet: bool,
    },
}

impl OrderNews {
    /// The outbox `kind`, and the first part of the dedupe key.
    pub const fn kind(self) -> &'static str {
        match self {
            Self::Placed => "sms_order_placed",
            Self::Paid => "sms_order_paid",
            Self::Confirmed => "sms_order_confirmed",
            Self::Shipped => "sms_order_shipped",
            Self::Delivered => "sms_order_delivered",
            Self::Late => "sms_order_late",
            Self::Cancelled { .. } => "sms_order_cancelled",
            Self::Refunded { .. } => "sms_order_refunded",
        }
    }
}

/// The short reference an SMS names an order by: the last eight characters
/// of its id (the order's page shows the whole id), upper case.
pub fn reference(id: &str) -> String {
    id[id.len().saturating_sub(8)..].to_ascii_uppercase()
}

/// The text of `news` about order `reference` worth `total`, in `language`.
pub fn order_text(language: Locale, news: OrderNews, reference: &str, total: Money) -> String {
    let total = language.money(total.poisha());
    match language {
        Locale::English => match news {
            OrderNews::Placed => {
                format!("PhoneBazar: we have your order {reference} ({total}). We will text you when it ships.")
            }
            OrderNews::Paid => format!("PhoneBazar: payment of {total} received for order {reference}. Thank you!"),
            OrderNews::Confirmed => format!("PhoneBazar: order {reference} is confirmed and being packed."),
            OrderNews::Shipped => format!("PhoneBazar: order {reference} has shipped and is on its way to you."),
            OrderNews::Delivered => format!("PhoneBazar: order {reference} was delivered. Enjoy your phone!"),
            OrderNews::Late => {
                format!(
                    "PhoneBazar: sorry, order {reference} is running late. We are on it and will text you when it moves."
                )
            }
            OrderNews::Cancelled { refund: false } => format!("PhoneBazar: order {reference} was cancelled."),
            OrderNews::Cancelled { refund: true } => {
                format!("PhoneBazar: order {reference} was cancelled. {total} goes back to the account you paid from.")
            }
            OrderNews::Refunded { to_wallet: true } => {
                format!("PhoneBazar: {total} refunded to the account you paid from, for order {reference}.")
            }
            OrderNews::Refunded { to_wallet: false } => {
                format!("PhoneBazar: {total} refunded for your returned order {reference}.")
            }
        },
        Locale::Bangla => match news {
            OrderNews::Placed => format!("ফোনবাজার: অর্ডার {reference} ({total}) পেয়েছি। পাঠালে জানাব।"),
            OrderNews::Paid => format!("ফোনবাজার: অর্ডার {reference}-এর {total} পেয়েছি। ধন্যবাদ!"),
            OrderNews::Confirmed => format!("ফোনবাজার: অর্ডার {reference} নিশ্চিত, প্যাক করা হচ্ছে।"),
            OrderNews::Shipped => format!("ফোনবাজার: অর্ডার {reference} পাঠানো হয়েছে।"),
            OrderNews::Delivered => format!("ফোনবাজার: অর্ডার {reference} পৌঁছে গেছে। ধন্যবাদ!"),
            OrderNews::Late => format!("ফোনবাজার: দুঃখিত, অর্ডার {reference} দেরি হচ্ছে। এগোলেই জানাব।"),
            OrderNews::Cancelled { refund: false } => format!("ফোনবাজার: অর্ডার {reference} বাতিল হয়েছে।"),
            OrderNews::Cancelled { refund: true } => {
                format!("ফোনবাজার: অর্ডার {reference} বাতিল। {total} ফেরত যাবে।")
            }
            OrderNews::Refunded { to_wallet: true } => {
                format!("ফোনবাজার: অর্ডার {reference}-এর {total} ফেরত পাঠিয়েছি।")
            }
            OrderNews::Refunded { to_wallet: false } => {
                format!("ফোনবাজার: অর্ডার {reference}-এর {total} হাতে ফেরত দিয়েছি।")
            }
        },
    }
}

/// What an SMS tells of a parcel with a courier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParcelNews<'a> {
    /// It left with `courier`, followed by `code`.
    Booked { courier: &'a str, code: &'a str },
    /// A rider is bringing it today, collecting `cash` (none: paid ahead).
    OutForDelivery { cash: Option<Money> },
    /// The shop asks `amount` ahead, paid online, before it books the parcel.
    AdvanceAsked { amount: Money },
    /// The advance `amount` was received.
    AdvancePaid { amount: Money },
}

impl ParcelNews<'_> {
    /// The outbox `kind`, and the first part of the dedupe key.
    pub const fn kind(self) -> &'static str {
        match self {
            // The order's own shipped SMS, with the courier's code in it.
            Self::Booked { .. } => "sms_order_shipped",
            Self::OutForDelivery { .. } => "sms_parcel_out_for_delivery",
            Self::AdvanceAsked { .. } => "sms_advance_asked",
            Self::AdvancePaid { .. } => "sms_advance_paid",
        }
    }
}

/// The text of `news` about order `reference`'s parcel, in `language`.
pub fn parcel_text(language: Locale, news: ParcelNews<'_>, reference: &str) -> String {
    match (language, news) {
        (Locale::English, ParcelNews::Booked { courier, code }) => {
            format!("PhoneBazar: order {reference} has shipped with {courier}, tracking code {code}.")
        }
        (Locale::English, ParcelNews::OutForDelivery { cash: Some(cash) }) => format!(
            "PhoneBazar: order {reference} is out for delivery today. Please keep {} ready.",
            language.money(cash.poisha())
        ),
        (Locale::English, ParcelNews::OutForDelivery { cash: None }) => {
            format!("PhoneBazar: order {reference} is out for delivery today. It is paid already.")
        }
        (Locale::English, ParcelNews::AdvanceAsked { amount }) => format!(
            "PhoneBazar: please pay an advance of {} online for order {reference}; the rest is cash on delivery.",
            language.money(amount.poisha())
        ),
        (Locale::English, ParcelNews::AdvancePaid { amount }) => format!(
            "PhoneBazar: advance of {} received for order {reference}. Thank you!",
            language.money(amount.poisha())
        ),
        (Locale::Bangla, ParcelNews::AdvanceAsked { amount }) => format!(
            "ফোনবাজার: অর্ডার {reference}: {} অগ্রিম অনলাইনে দিন।",
            language.money(amount.poisha())
        ),
        (Locale::Bangla, ParcelNews::AdvancePaid { amount }) => format!(
            "ফোনবাজার: অর্ডার {reference}-এর {} অগ্রিম পেয়েছি।",
            language.money(amount.poisha())
        ),
        (Locale::Bangla, ParcelNews::Booked { courier, code }) => {
            format!("ফোনবাজার: অর্ডার {reference} {courier}-এ গেছে, ট্র্যাকিং {code}।")
        }
        (Locale::Bangla, ParcelNews::OutForDelivery { cash: Some(cash) }) => format!(
            "ফোনবাজার: অর্ডার {reference} আজ পৌঁছাবে। {} তৈরি রাখুন।",
            language.money(cash.poisha())
        ),
        (Locale::Bangla, ParcelNews::OutForDelivery { cash: None }) => {
            format!("ফোনবাজার: অর্ডার {reference} আজ পৌঁছাবে। মূল্য পরিশোধিত।")
        }
    }
}

/// The SMS carrying a one-time code (English, as machine messages may be),
/// its last line binding the code to `host`.
pub fn code_text(code: &str, host: &str) -> String {
    shop_core::phone_code::sms_text("PhoneBazar", code, host)
}

/// A number shown with its operator prefix and last three digits only (`017*****678`).
pub fn masked(number: &str) -> String {
    let shown = number.len().saturating_sub(3);
    number
        .char_indices()
        .map(|(at, digit)| if at >= 3 && at < shown { '*' } else { digit })
        .collect()
}

/// The SMS to an account's old number when it was changed to `new_number`:
/// a SIM swap or a stolen session shows itself to the owner.
pub fn number_changed_text(language: Locale, new_number: &str) -> String {
    let new_number = masked(new_number);
    match language {
        Locale::English => {
            format!("PhoneBazar: your account's number was changed to {new_number}. Not you? Call us at once.")
        }
        Locale::Bangla => format!("PhoneBazar: নম্বর বদলে {new_number} হলো। আপনি না করলে এখনই ফোন করুন।"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVERY: [OrderNews; 10] = [
        OrderNews::Placed,
        OrderNews::Paid,
        OrderNews::Confirmed,
        OrderNews::Shipped,
        OrderNews::Delivered,
        OrderNews::Late,
        OrderNews::Cancelled { refund: false },
        OrderNews::Cancelled { refund: true },
        OrderNews::Refunded { to_wallet: true },
        OrderNews::Refunded { to_wallet: false },
    ];

    #[test]
    fn a_parcel_text_names_the_courier_and_code_and_fits_one_segment() {
        let booked = ParcelNews::Booked {
            courier: "Steadfast",
            code: "15BAEB8A",
        };
        let cash = ParcelNews::OutForDelivery {
            cash: Some(Money::from_poisha(4_606_900)),
        };
        let paid = ParcelNews::OutForDelivery { cash: None };
        let english = parcel_text(Locale::English, booked, "4C5B6A70");
        assert!(english.contains("Steadfast, tracking code 15BAEB8A"), "{english}");
        let out = parcel_text(Locale::English, cash, "4C5B6A70");
        assert!(out.contains("46,069.00 TK"), "{out}");
        let big = Money::from_poisha(199_999_900);
        let asked = ParcelNews::AdvanceAsked { amount: big };
        let advance = parcel_text(Locale::English, asked, "4C5B6A70");
        assert!(advance.contains("advance of 19,99,999.00 TK online"), "{advance}");
        for news in [booked, cash, paid, asked, ParcelNews::AdvancePaid { amount: big }] {
            assert!(parcel_text(Locale::English, news, "4C5B6A70").chars().count() <= 160);
            assert!(parcel_text(Locale::Bangla, news, "4C5B6A70").chars().count() <= 70);
        }
    }

    #[test]
    fn an_order_is_named_by_the_end_of_its_id() {
        assert_eq!(reference("665f1c2e9b1e8a3d4c5b6a70"), "4C5B6A70");
    }

    #[test]
    fn each_text_fits_one_segment_in_its_language() {
        let total = Money::from_poisha(12_345_678);
        for news in EVERY {
            let english = order_text(Locale::English, news, "4C5B6A70", total);
            assert!(english.is_ascii() && english.len() <= 160, "{english}");
            let bangla = order_text(Locale::Bangla, news, "4C5B6A70", total);
            assert!(
                bangla.chars().count() <= 70,
                "{} characters: {bangla}",
                bangla.chars().count()
            );
        }
    }

    #[test]
    fn amounts_are_written_as_the_language_writes_money() {
        let total = Money::from_poisha(4_599_900);
        assert!(order_text(Locale::English, OrderNews::Paid, "A", total).contains("45,999.00 TK"));
        assert!(order_text(Locale::Bangla, OrderNews::Paid, "A", total).contains("৪৫,৯৯৯.০০ টাকা"));
    }

    #[test]
    fn a_changed_number_is_told_masked_in_one_segment() {
        assert_eq!(masked("01712345678"), "017*****678");
        let english = number_changed_text(Locale::English, "01812345678");
        assert!(
            english.contains("018*****678") && english.is_ascii() && english.len() <= 160,
            "{english}"
        );
        let bangla = number_changed_text(Locale::Bangla, "01812345678");
        assert!(
            bangla.chars().count() <= 70,
            "{} characters: {bangla}",
            bangla.chars().count()
        );
    }
}
