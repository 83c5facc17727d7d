//! The forms the validation bindings check, read from the plain objects the
//! front end's forms hold. A missing field reads as empty, as a blank input.

use crate::convert::Fields;
use shop_core::validation::{AddressForm, PhoneSpecs, ProductForm, ProfileForm, ReviewForm, SignupForm};
use wasm_bindgen::JsValue;

pub fn signup(form: JsValue) -> Result<SignupForm, JsValue> {
    let form = Fields::of(form, "SignupForm")?;
    let read = SignupForm {
        first_name: form.text("firstName"),
        last_name: form.text("lastName"),
        email: form.text("email"),
        password: form.text("password"),
    };
    form.finish(read)
}

pub fn address(form: JsValue) -> Result<AddressForm, JsValue> {
    let form = Fields::of(form, "AddressForm")?;
    let read = AddressForm {
        first_name: form.text("firstName"),
        last_name: form.text("lastName"),
        phone: form.text("phone"),
        address: form.text("address"),
        city: form.text("city"),
        area: form.text("area"),
        zip_code: form.text("zipCode"),
        region: form.text("region"),
        apartment_suit: form.text("apartmentSuit"),
    };
    form.finish(read)
}

pub fn profile(form: JsValue) -> Result<ProfileForm, JsValue> {
    let form = Fields::of(form, "ProfileForm")?;
    let read = ProfileForm {
        first_name: form.text("firstName"),
        last_name: form.text("lastName"),
        avatar: form.text("avatar"),
    };
    form.finish(read)
}

pub fn review(form: JsValue) -> Result<ReviewForm, JsValue> {
    let form = Fields::of(form, "ReviewForm")?;
    let read = ReviewForm {
        rating: form.integer("rating"),
        title: form.text("title"),
        text: form.text("text"),
    };
    form.finish(read)
}

pub fn product(form: JsValue) -> Result<ProductForm, JsValue> {
    let form = Fields::of(form, "ProductForm")?;
    let read = ProductForm {
        title: form.text("title"),
        brand: form.text("brand"),
        price: form.text("price"),
        discount: form.integer("discount"),
        stock: form.integer("stock"),
        description: form.text("description"),
    };
    form.finish(read)
}

/// The core's `PhoneSpecs`, whose field names are the wire's snake_case ones.
pub fn specs(form: JsValue) -> Result<PhoneSpecs, JsValue> {
    let form = Fields::of(form, "PhoneSpecs")?;
    let read = PhoneSpecs {
        ram_gb: form.integer("ram_gb"),
        rom_gb: form.integer("rom_gb"),
        battery_mah: form.integer("battery_mah"),
        display_inch: form.number("display_inch"),
        camera_mp: form.integer("camera_mp"),
        selfie_camera_mp: form.optional_integer("selfie_camera_mp"),
        network: form.text("network"),
        processor: form.text("processor"),
    };
    form.finish(read)
}
