//! The admin's product form and the phone's technical specs.

use alloc::borrow::ToOwned;

use alloc::string::String;
use alloc::vec::Vec;

use super::{collect, finish};
use crate::validation::{
    DESCRIPTION_MAX, FieldError, STOCK_MAX, TITLE_LENGTH, ValidationError, brand_name, display_tenths, length,
    optional, price, whole_number,
};
use serde::{Deserialize, Serialize};

/// The fields of the admin's product form, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ProductForm {
    pub title: String,
    pub brand: String,
    /// Price in TK as typed, e.g. `"24999.50"`.
    pub price: String,
    pub discount: i64,
    pub stock: i64,
    pub description: String,
}

/// Checks the product form; every refused field is reported.
pub fn validate_product(form: &ProductForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    let (min, max) = TITLE_LENGTH;
    collect(&mut errors, "title", length(&form.title, min, max));
    collect(&mut errors, "brand", brand_name(&form.brand));
    collect(&mut errors, "price", price(&form.price));
    collect(&mut errors, "discount", whole_number(form.discount, 0, 100));
    collect(&mut errors, "stock", whole_number(form.stock, 0, STOCK_MAX));
    collect(&mut errors, "description", optional(&form.description, DESCRIPTION_MAX));
    finish(errors)
}

/// The technical specs of the product form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SpecsForm {
    pub ram_gb: i64,
    pub rom_gb: i64,
    pub battery_mah: i64,
    /// Screen diagonal in tenths of an inch (6.7" is 67).
    pub display_tenths: i64,
    pub camera_mp: i64,
    /// `None` when not known.
    pub selfie_camera_mp: Option<i64>,
    pub network: String,
    pub processor: String,
}

/// Network generations a phone can be listed with.
pub const NETWORKS: [&str; 4] = ["2G", "3G", "4G", "5G"];

/// Checks the specs; every refused field is reported.
pub fn validate_specs(form: &SpecsForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    collect(&mut errors, "ramGb", whole_number(form.ram_gb, 1, 64));
    collect(&mut errors, "romGb", whole_number(form.rom_gb, 4, 2048));
    collect(&mut errors, "batteryMah", whole_number(form.battery_mah, 500, 30_000));
    collect(&mut errors, "displayTenths", whole_number(form.display_tenths, 20, 150));
    collect(&mut errors, "cameraMp", whole_number(form.camera_mp, 1, 400));
    if let Some(selfie) = form.selfie_camera_mp {
        collect(&mut errors, "selfieCameraMp", whole_number(selfie, 1, 200));
    }
    if !NETWORKS.contains(&form.network.trim()) {
        errors.push(FieldError::new("network", &ValidationError::UnknownNetwork));
    }
    collect(&mut errors, "processor", length(&form.processor, 2, 60));
    finish(errors)
}

/// A phone's technical specs as the admin sends them and the shop stores and
/// answers them: the screen in inches. The one declaration of the contract fields;
/// field errors name them in camelCase (`ramGb`, and `displayTenths` for the
/// screen), as the product form does.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PhoneSpecs {
    pub ram_gb: i64,
    pub rom_gb: i64,
    pub battery_mah: i64,
    pub display_inch: f64,
    pub camera_mp: i64,
    /// The front camera in MP; `null` (or absent: phones stored before the
    /// shop asked for it) when not known.
    #[serde(default)]
    pub selfie_camera_mp: Option<i64>,
    pub network: String,
    pub processor: String,
}

/// Checks specs typed with the screen in inches and answers them with the
/// screen in tenths; a screen size that is not a tenth of an inch is refused
/// as `displayTenths`, like one out of range.
pub fn check_specs(input: &PhoneSpecs) -> Result<SpecsForm, Vec<FieldError>> {
    let form = SpecsForm {
        ram_gb: input.ram_gb,
        rom_gb: input.rom_gb,
        battery_mah: input.battery_mah,
        display_tenths: display_tenths(input.display_inch).unwrap_or(0),
        camera_mp: input.camera_mp,
        selfie_camera_mp: input.selfie_camera_mp,
        network: input.network.clone(),
        processor: input.processor.clone(),
    };
    validate_specs(&form).map(|()| form)
}

impl SpecsForm {
    /// The checked specs as stored: the screen back in inches, texts trimmed.
    #[must_use]
    pub fn into_specs(self) -> PhoneSpecs {
        #[allow(clippy::cast_precision_loss)]
        let display_inch = self.display_tenths as f64 / 10.0;
        PhoneSpecs {
            ram_gb: self.ram_gb,
            rom_gb: self.rom_gb,
            battery_mah: self.battery_mah,
            display_inch,
            camera_mp: self.camera_mp,
            selfie_camera_mp: self.selfie_camera_mp,
            network: self.network.trim().to_owned(),
            processor: self.processor.trim().to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::{AddressForm, validate_address};

    #[test]
    fn display_sizes_have_one_decimal() {
        assert_eq!(display_tenths(6.7), Ok(67));
        let input = PhoneSpecs {
            ram_gb: 8,
            rom_gb: 256,
            battery_mah: 5000,
            display_inch: 6.7,
            camera_mp: 50,
            selfie_camera_mp: Some(12),
            network: "5G".into(),
            processor: "Snapdragon 8 Gen 3".into(),
        };
        assert_eq!(check_specs(&input).map(|f| f.display_tenths), Ok(67));
        let padded = PhoneSpecs {
            network: " 5G ".into(),
            ..input.clone()
        };
        assert_eq!(check_specs(&padded).map(SpecsForm::into_specs), Ok(input.clone()));
        let odd = PhoneSpecs {
            display_inch: 6.75,
            network: "6G".into(),
            ..input
        };
        let fields: Vec<_> = check_specs(&odd).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(fields, ["displayTenths", "network"]);
        assert_eq!(display_tenths(6.0), Ok(60));
        assert!(display_tenths(6.75).is_err());
        assert!(display_tenths(f64::NAN).is_err());
        assert!(display_tenths(-1.0).is_err());
    }

    #[test]
    fn specs_stored_before_the_selfie_camera_read_as_unknown() {
        let stored = r#"{"ram_gb":8,"rom_gb":128,"battery_mah":5000,"display_inch":6.5,"camera_mp":50,"network":"4G","processor":"Helio G99"}"#;
        let specs: PhoneSpecs = serde_json::from_str(stored).expect("old specs read");
        assert_eq!(specs.selfie_camera_mp, None);
        assert_eq!(check_specs(&specs).map(|f| f.selfie_camera_mp), Ok(None));
    }

    #[test]
    fn specs_form() {
        let specs = SpecsForm {
            ram_gb: 8,
            rom_gb: 256,
            battery_mah: 5000,
            display_tenths: 67,
            camera_mp: 50,
            selfie_camera_mp: Some(32),
            network: "5G".into(),
            processor: "Exynos 1480".into(),
        };
        assert_eq!(validate_specs(&specs), Ok(()));
        let unknown_selfie = SpecsForm {
            selfie_camera_mp: None,
            ..specs.clone()
        };
        assert_eq!(validate_specs(&unknown_selfie), Ok(()));
        for mp in [0, 201] {
            let selfie = SpecsForm {
                selfie_camera_mp: Some(mp),
                ..specs.clone()
            };
            let fields: Vec<_> = validate_specs(&selfie)
                .unwrap_err()
                .into_iter()
                .map(|e| e.field)
                .collect();
            assert_eq!(fields, ["selfieCameraMp"]);
        }
        let bad = SpecsForm {
            ram_gb: 0,
            network: "6G".into(),
            processor: " ".into(),
            ..specs
        };
        let fields: Vec<_> = validate_specs(&bad).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(fields, ["ramGb", "network", "processor"]);
    }

    #[test]
    fn address_and_product_forms() {
        let address = AddressForm {
            first_name: "Karim".into(),
            last_name: "Uddin".into(),
            phone: "01812345678".into(),
            address: "House 12, Road 5".into(),
            city: "Dhaka".into(),
            area: "Dhanmondi".into(),
            zip_code: "1205".into(),
            ..Default::default()
        };
        assert_eq!(validate_address(&address), Ok(()));
        let bad = AddressForm {
            zip_code: "12".into(),
            ..address.clone()
        };
        assert_eq!(validate_address(&bad).unwrap_err()[0].field, "zipCode");
        let bad = AddressForm {
            apartment_suit: " ".into(),
            region: "x".repeat(61),
            ..address
        };
        let fields: Vec<_> = validate_address(&bad)
            .unwrap_err()
            .into_iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(fields, ["region", "apartmentSuit"]);

        let product = ProductForm {
            title: "Galaxy A55".into(),
            brand: "Samsung".into(),
            price: "45999.00".into(),
            discount: 5,
            stock: 10,
            description: String::new(),
        };
        assert_eq!(validate_product(&product), Ok(()));
        let bad = ProductForm {
            price: "4.999".into(),
            discount: 120,
            ..product
        };
        let errors = validate_product(&bad).unwrap_err();
        assert_eq!(errors[0].code(), "money.too_many_decimals");
        assert_eq!(errors[1].field, "discount");
    }
}
