//! What the page's form sends, and what it comes to: an attempt to record,
//! or an error shown on the page (no attempt, nothing sent to the shop).

use crate::{
    api::Params,
    attempt::{Instrument, Outcome},
    book::Try,
    instruments::{self, Behaviour},
    methods::{Kind, Method},
    session::Order,
    switches::{IpnTiming, Switches, Tamper},
};

/// The `choice` of an EMI.
pub const EMI: &str = "emi";
/// The `error` of an attempt the shopper's bank failed (the Fail button).
pub const FAILED_BY_BANK: &str = "Transaction declined by the issuing bank";

/// What the shopper entered, kept to fill the form again after an error
/// (never the CVV).
#[derive(Debug, Clone, Default)]
pub struct Entered {
    pub choice: String,
    pub card_no: String,
    pub expiry: String,
    pub wallet: String,
    pub emi_months: String,
    pub switches: Switches,
}

impl Entered {
    pub fn read(params: &Params) -> Self {
        Entered {
            choice: params.text("choice").to_owned(),
            card_no: params.text("card_no").to_owned(),
            expiry: params.text("expiry").to_owned(),
            wallet: params.text("wallet").to_owned(),
            emi_months: params.text("emi_months").to_owned(),
            switches: switches(params).unwrap_or_default(),
        }
    }
}

/// The test switches; an error for a select value the page does not offer.
pub fn switches(params: &Params) -> Result<Switches, &'static str> {
    Ok(Switches {
        risky: params.has("risky"),
        validation_fails: params.has("validation_fails"),
        ipn: IpnTiming::parse(params.text("ipn")).ok_or("Unknown value of the ipn switch.")?,
        tamper: Tamper::parse(params.text("tamper")).ok_or("Unknown value of the tamper switch.")?,
    })
}

/// The instrument chosen and what paying with it comes to.
struct Chosen {
    instrument: Instrument,
    behaviour: Behaviour,
    emi_months: Option<u32>,
}

/// What `action` (pay, fail or cancel) comes to on `order`.
pub fn decide(order: &Order, params: &Params, action: &str, switches: Switches) -> Result<Try, &'static str> {
    let chosen = choose(order, params);
    let (outcome, error, chosen) = match action {
        "pay" => {
            let chosen = chosen?;
            match chosen.behaviour {
                Behaviour::Pays => (Outcome::Valid, "", Some(chosen)),
                Behaviour::Declined(error) => (Outcome::Failed, error, Some(chosen)),
            }
        }
        // Failing or cancelling needs no valid card; one that was given is reported.
        "fail" => (Outcome::Failed, FAILED_BY_BANK, chosen.ok()),
        "cancel" => (Outcome::Cancelled, "", chosen.ok()),
        _ => return Err("Choose Pay, Fail, Cancel or Abandon."),
    };
    let (instrument, emi_months) = match chosen {
        Some(chosen) => (Some(chosen.instrument), chosen.emi_months),
        None => (None, None),
    };
    Ok(Try {
        outcome,
        instrument,
        emi_months,
        error: error.to_owned(),
        switches,
    })
}

fn choose(order: &Order, params: &Params) -> Result<Chosen, &'static str> {
    let choice = params.text("choice");
    if choice == EMI {
        return choose_emi(order, params);
    }
    let method = Method::from_choice(choice)
        .filter(|method| order.plain_methods().contains(method))
        .ok_or("Choose a way to pay.")?;
    match method.kind() {
        Kind::Card => {
            let (number, _, behaviour) = card(params, &[method])?;
            Ok(Chosen {
                instrument: Instrument {
                    method,
                    masked: instruments::mask_card(&number),
                },
                behaviour,
                emi_months: None,
            })
        }
        Kind::Wallet => {
            let wallet = instruments::wallet(params.text("wallet")).ok_or("Invalid wallet number")?;
            Ok(Chosen {
                instrument: Instrument {
                    method,
                    masked: instruments::mask_wallet(&wallet),
                },
                behaviour: instruments::wallet_behaviour(&wallet),
                emi_months: None,
            })
        }
        Kind::InternetBanking => Ok(Chosen {
            instrument: Instrument {
                method,
                masked: String::new(),
            },
            behaviour: Behaviour::Pays,
            emi_months: None,
        }),
    }
}

fn choose_emi(order: &Order, params: &Params) -> Result<Chosen, &'static str> {
    let (Some(emi), cards) = (&order.emi, order.emi_cards()) else {
        return Err("Choose a way to pay.");
    };
    if cards.is_empty() {
        return Err("Choose a way to pay.");
    }
    let (number, method, behaviour) = card(params, &cards)?;
    let months = params
        .text("emi_months")
        .parse()
        .ok()
        .filter(|months| emi.months.contains(months))
        .ok_or("Choose the number of EMI instalments.")?;
    Ok(Chosen {
        instrument: Instrument {
            method,
            masked: instruments::mask_card(&number),
        },
        behaviour,
        emi_months: Some(months),
    })
}

/// The card entered, when it is a test card of one of `methods`, with an
/// expiry and a CVV.
fn card(params: &Params, methods: &[Method]) -> Result<(String, Method, Behaviour), &'static str> {
    let number = instruments::digits(params.text("card_no"));
    let (method, behaviour) = match instruments::card(&number) {
        Some((method, behaviour)) if methods.contains(&method) => (method, behaviour),
        _ => return Err("Invalid card number"),
    };
    if !params.has("expiry") {
        return Err("Enter the card's expiry date.");
    }
    if !params.has("cvv") {
        return Err("Enter the card's CVV.");
    }
    Ok((number, method, behaviour))
}
