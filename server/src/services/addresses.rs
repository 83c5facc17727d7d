//! The address book's use cases: a customer's addresses checked by the core,
//! at most [`MAX_ADDRESSES`] of them, and exactly one default while any is
//! kept (removing the default makes the newest one left the default).

use crate::{
    documents::address::{AddressDocument, AddressFields},
    failure::Failure,
    repository::{Decided, Repositories, Tx},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    FieldError, Text,
    validation::{self, AddressForm},
};

/// Most addresses one customer keeps.
pub const MAX_ADDRESSES: u64 = 20;

/// Checks the fields with the core and answers them trimmed, the phone normalised.
fn checked(fields: AddressFields) -> Result<AddressFields, Failure> {
    let form = AddressForm {
        first_name: fields.first_name.clone(),
        last_name: fields.last_name.clone(),
        phone: fields.phone.clone(),
        address: fields.address.clone(),
        city: fields.city.clone(),
        area: fields.area.clone(),
        zip_code: fields.zip_code.clone(),
        region: fields.region.clone(),
        apartment_suit: fields.apartment_suit.clone(),
    };
    validation::validate_address(&form).map_err(Failure::Invalid)?;
    let extra = |name: &str, value: &str| {
        validation::optional(value, 60)
            .map(str::to_owned)
            .map_err(|e| Failure::Invalid(vec![FieldError::new(name, &e)]))
    };
    let phone = validation::phone(&fields.phone)?;
    let trim = |s: &str| s.trim().to_owned();
    Ok(AddressFields {
        first_name: trim(&fields.first_name),
        last_name: trim(&fields.last_name),
        phone,
        address: trim(&fields.address),
        region: trim(&fields.region),
        city: trim(&fields.city),
        area: trim(&fields.area),
        zip_code: trim(&fields.zip_code),
        country: extra("country", &fields.country)?,
        state: extra("state", &fields.state)?,
        apartment_suit: trim(&fields.apartment_suit),
    })
}

fn not_found() -> Failure {
    Failure::NotFound(texts::addresses::NOT_FOUND.into())
}

/// The customer's addresses.
pub async fn of(repositories: &Repositories, customer: ObjectId) -> Result<Vec<AddressDocument>, Failure> {
    Ok(repositories.addresses.for_customer(customer).await?)
}

/// Keeps a new address for `customer`, the default if asked (or if it is the first).
pub async fn add(
    repositories: &Repositories,
    customer: ObjectId,
    fields: AddressFields,
    make_default: bool,
) -> Result<AddressDocument, Failure> {
    let address = AddressDocument {
        id: ObjectId::new(),
        customer_id: customer,
        fields: checked(fields)?,
        is_default: false,
        created_at: DateTime::now(),
    };
    let address = &address;
    repositories
        .transaction(|mut tx| async move {
            let added = add_in(repositories, &mut tx, address, make_default).await;
            (tx, added)
        })
        .await?
}

/// One run of adding an address: refused when the customer keeps the most
/// already; it becomes the only default when asked, or when the customer
/// has no default yet.
async fn add_in(
    repositories: &Repositories,
    tx: &mut Tx,
    address: &AddressDocument,
    make_default: bool,
) -> Decided<AddressDocument, Failure> {
    let (book, customer) = (&repositories.addresses, address.customer_id);
    book.claim_book(tx, customer).await?;
    if book.count_in(tx, customer).await? >= MAX_ADDRESSES {
        let refused = Text::new(texts::addresses::TOO_MANY).count("max", MAX_ADDRESSES);
        return Ok(Err(Failure::Conflict(refused)));
    }
    let has_default = book.has_default_in(tx, customer).await?;
    let is_default = make_default || !has_default;
    if is_default && has_default {
        book.clear_defaults_in(tx, customer, None).await?;
    }
    let stored = AddressDocument {
        is_default,
        ..address.clone()
    };
    book.insert_in(tx, &stored).await?;
    Ok(Ok(stored))
}

/// Makes `id` the customer's only default; `false` when they own no such address.
async fn set_default(repositories: &Repositories, id: ObjectId, customer: ObjectId) -> Result<bool, Failure> {
    let book = &repositories.addresses;
    let set = repositories
        .transaction(|mut tx| async move {
            let set = async {
                book.claim_book(&mut tx, customer).await?;
                if !book.mark_default_in(&mut tx, id, customer).await? {
                    return Ok(Err(()));
                }
                book.clear_defaults_in(&mut tx, customer, Some(id)).await?;
                Ok(Ok(()))
            }
            .await;
            (tx, set)
        })
        .await?;
    Ok(set.is_ok())
}

/// Changes one of `customer`'s addresses, and makes it the default if asked.
pub async fn change(
    repositories: &Repositories,
    customer: ObjectId,
    id: ObjectId,
    fields: AddressFields,
    make_default: bool,
) -> Result<AddressDocument, Failure> {
    let fields = checked(fields)?;
    repositories
        .addresses
        .update_fields(id, customer, &fields)
        .await?
        .ok_or_else(not_found)?;
    if make_default {
        set_default(repositories, id, customer).await?;
    }
    repositories
        .addresses
        .find_owned(id, customer)
        .await?
        .ok_or_else(not_found)
}

/// Deletes one of `customer`'s addresses; when it was the default, the newest
/// one left becomes the default.
pub async fn remove(repositories: &Repositories, customer: ObjectId, id: ObjectId) -> Result<(), Failure> {
    let address = repositories
        .addresses
        .find_owned(id, customer)
        .await?
        .ok_or_else(not_found)?;
    repositories.addresses.delete_owned(id, customer).await?;
    let remaining = repositories.addresses.for_customer(customer).await?;
    if address.is_default
        && let Some(newest) = remaining.iter().max_by_key(|a| a.created_at)
    {
        set_default(repositories, newest.id, customer).await?;
    }
    Ok(())
}

/// Makes one of `customer`'s addresses the default.
pub async fn make_default(repositories: &Repositories, customer: ObjectId, id: ObjectId) -> Result<(), Failure> {
    if set_default(repositories, id, customer).await? {
        Ok(())
    } else {
        Err(not_found())
    }
}
