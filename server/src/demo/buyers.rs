//! The demo shop's buyers: customers across Bangladesh whose orders make
//! the demo's order history and whose reviews back the phones' ratings.
//! They never sign in: their passwords are unusable (no hash matches "!"),
//! and their e-mail addresses are at `example.com`, which takes no mail.

use crate::documents::{
    address::{AddressDocument, AddressFields},
    user::{Role, UserDocument},
};
use mongodb::bson::{DateTime, oid::ObjectId};

/// A demo buyer: a name and where their parcels go.
pub struct Buyer {
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub city: &'static str,
    /// The division the city is in.
    pub region: &'static str,
    pub area: &'static str,
    pub zip_code: &'static str,
}

const fn buyer(
    (first_name, last_name): (&'static str, &'static str),
    (city, region): (&'static str, &'static str),
    (area, zip_code): (&'static str, &'static str),
) -> Buyer {
    Buyer {
        first_name,
        last_name,
        city,
        region,
        area,
        zip_code,
    }
}

const DHAKA: (&str, &str) = ("Dhaka", "Dhaka");
const CHATTOGRAM: (&str, &str) = ("Chattogram", "Chattogram");

pub const BUYERS: &[Buyer] = &[
    buyer(("Tanvir", "Hossain"), DHAKA, ("Mirpur 10", "1216")),
    buyer(("Farhana", "Akter"), DHAKA, ("Uttara", "1230")),
    buyer(("Sabbir", "Rahman"), CHATTOGRAM, ("Agrabad", "4100")),
    buyer(("Mehedi", "Hasan"), DHAKA, ("Mohammadpur", "1207")),
    buyer(("Sharmin", "Sultana"), ("Sylhet", "Sylhet"), ("Zindabazar", "3100")),
    buyer(("Arif", "Chowdhury"), CHATTOGRAM, ("Nasirabad", "4000")),
    buyer(("Rubina", "Khatun"), ("Rajshahi", "Rajshahi"), ("Shaheb Bazar", "6100")),
    buyer(("Imran", "Kabir"), DHAKA, ("Banani", "1213")),
    buyer(("Tasnim", "Haque"), DHAKA, ("Bashundhara", "1229")),
    buyer(("Shafiqul", "Islam"), ("Khulna", "Khulna"), ("Sonadanga", "9100")),
    buyer(("Jannatul", "Ferdous"), ("Gazipur", "Dhaka"), ("Tongi", "1710")),
    buyer(("Rakibul", "Hasan"), ("Narayanganj", "Dhaka"), ("Chashara", "1400")),
    buyer(("Moumita", "Das"), DHAKA, ("Wari", "1203")),
    buyer(("Anik", "Saha"), ("Cumilla", "Chattogram"), ("Kandirpar", "3500")),
    buyer(("Sumaiya", "Akter"), DHAKA, ("Badda", "1212")),
    buyer(
        ("Habibur", "Rahman"),
        ("Mymensingh", "Mymensingh"),
        ("Ganginarpar", "2200"),
    ),
    buyer(("Lamia", "Islam"), DHAKA, ("Gulshan", "1212")),
    buyer(
        ("Fahim", "Morshed"),
        ("Rangpur", "Rangpur"),
        ("Jahaj Company More", "5400"),
    ),
    buyer(("Maliha", "Tabassum"), DHAKA, ("Dhanmondi", "1209")),
    buyer(("Sajid", "Mahmud"), ("Barishal", "Barishal"), ("Sadar Road", "8200")),
    buyer(("Priya", "Barua"), CHATTOGRAM, ("GEC Circle", "4000")),
    buyer(("Tariqul", "Alam"), ("Bogura", "Rajshahi"), ("Satmatha", "5800")),
    buyer(("Ayesha", "Siddika"), DHAKA, ("Khilgaon", "1219")),
    buyer(("Kamrul", "Hasan"), ("Jashore", "Khulna"), ("Chowrasta", "7400")),
    buyer(("Rifat", "Ara"), DHAKA, ("Motijheel", "1000")),
    buyer(("Zahid", "Hasan"), DHAKA, ("Tejgaon", "1215")),
    buyer(("Mahfuza", "Begum"), ("Sylhet", "Sylhet"), ("Amberkhana", "3100")),
    buyer(("Ratul", "Dey"), DHAKA, ("Lalbagh", "1211")),
    buyer(("Afsana", "Mimi"), DHAKA, ("Mirpur 1", "1216")),
    buyer(("Towhid", "Ahsan"), CHATTOGRAM, ("Halishahar", "4216")),
    buyer(("Shirin", "Akhter"), ("Rajshahi", "Rajshahi"), ("Uposhohor", "6202")),
    buyer(("Nayeem", "Islam"), DHAKA, ("Shyamoli", "1207")),
    buyer(("Tahmina", "Rahman"), ("Khulna", "Khulna"), ("Boyra", "9000")),
    buyer(("Asif", "Iqbal"), DHAKA, ("Banasree", "1219")),
    buyer(
        ("Sharmeen", "Haque"),
        ("Cox's Bazar", "Chattogram"),
        ("Kolatoli", "4700"),
    ),
    buyer(("Mahmudul", "Hasan"), DHAKA, ("Malibagh", "1217")),
    buyer(("Israt", "Zaman"), DHAKA, ("Uttara", "1230")),
    buyer(("Pavel", "Roy"), ("Dinajpur", "Rangpur"), ("Balubari", "5200")),
    buyer(("Fatema", "Zohra"), ("Narsingdi", "Dhaka"), ("Velanagar", "1600")),
    buyer(("Saiful", "Alam"), DHAKA, ("Jatrabari", "1204")),
];

/// Bangladeshi operators' prefixes after the leading 01.
const OPERATORS: [u32; 6] = [3, 5, 6, 7, 8, 9];
/// 2024-06-01T00:00:00Z: the buyers signed up from then on, one a week.
const SIGNED_UP_FROM_MS: i64 = 1_717_200_000_000;

impl Buyer {
    /// Its e-mail address, which also finds its account again.
    pub fn email(&self) -> String {
        format!(
            "{}.{}@example.com",
            self.first_name.to_lowercase(),
            self.last_name.to_lowercase()
        )
    }

    /// Its account, the `n`th of [`BUYERS`].
    pub fn account(&self, n: usize) -> UserDocument {
        let week = i64::try_from(n).unwrap_or(0) * 7 * 86_400_000;
        UserDocument {
            email: Some(self.email()),
            email_verified: true,
            ..UserDocument::new(
                format!("{}.{}", self.first_name, self.last_name).to_lowercase(),
                Role::Customer,
                (self.first_name.into(), self.last_name.into()),
                DateTime::from_millis(SIGNED_UP_FROM_MS + week),
            )
        }
    }

    /// Its default address, for the `n`th buyer's account `customer`.
    pub fn address(&self, n: usize, customer: &UserDocument) -> AddressDocument {
        let number = 10_000_000 + (n as u64 * 2_718_281) % 89_999_999;
        AddressDocument {
            id: ObjectId::new(),
            customer_id: customer.id,
            fields: AddressFields {
                first_name: self.first_name.into(),
                last_name: self.last_name.into(),
                phone: format!("01{}{number:08}", OPERATORS[n % OPERATORS.len()]),
                address: format!("House {}, Road {}", 3 + n * 7 % 40, 1 + n * 3 % 12),
                region: self.region.into(),
                city: self.city.into(),
                area: self.area.into(),
                zip_code: self.zip_code.into(),
                country: "Bangladesh".into(),
                state: String::new(),
                apartment_suit: String::new(),
            },
            is_default: true,
            created_at: customer.created_at,
        }
    }
}
