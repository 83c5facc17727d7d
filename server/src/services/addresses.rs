//! The address book's use cases: a customer's addresses checked by the core,
//! at most [`MAX_ADDRESSES`] of them, and exactly one default while any is
//! kept (removing the default makes the newest one left the default).

use crate::{
    documents::address::{AddressDocument, AddressFields},
    failure::Failure,
    repository::Repositories,
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
    repositories
        .addresses
        .add(&address, make_default, MAX_ADDRESSES)
        .await?
        .ok_or_else(|| Failure::Conflict(Text::new(texts::addresses::TOO_MANY).count("max", MAX_ADDRESSES)))
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
        repositories.addresses.set_default(id, customer).await?;
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
        repositories.addresses.set_default(newest.id, customer).await?;
    }
    Ok(())
}

/// Makes one of `customer`'s addresses the default.
pub async fn make_default(repositories: &Repositories, customer: ObjectId, id: ObjectId) -> Result<(), Failure> {
    if repositories.addresses.set_default(id, customer).await? {
        Ok(())
    } else {
        Err(not_found())
    }
}
