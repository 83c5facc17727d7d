//! Texts for people as stable codes with typed values: `cart.above_stock`
//! with `stock: 3`, not the sentence "Only 3 left in stock". The English
//! sentence is kept beside its code (for API clients, logs and the contract's
//! texts); every other language finds a text by its code, so rewording the
//! English never loses a translation. Modules declare their texts with
//! [`texts!`](crate::texts) and [`crate::text_catalog::catalog`] lists all of the core's.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use crate::locale::Locale;
use core::fmt;
use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

/// What a text's value is, so a language writes it its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A whole number (a stock count, a limit).
    Count,
    /// An amount of money, sent in poisha.
    Money,
    /// Words shown as they are (a phone's name, a value the client sent).
    Name,
    /// Another text, by its code.
    Text,
}

impl Kind {
    /// The kind's name in generated catalogs: `count`, `money`, `name`, `text`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Count => "count",
            Self::Money => "money",
            Self::Name => "name",
            Self::Text => "text",
        }
    }
}

/// One text: its code, its English sentence with `{name}` placeholders, and
/// the kind of each placeholder.
///
/// Without the `sentences` feature (the WebAssembly module) a text is its
/// code alone: the interface has the sentences, and every text the module
/// builds would otherwise carry an empty sentence and kind list, stored
/// field by field at each place it is built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextDef {
    pub code: &'static str,
    #[cfg(feature = "sentences")]
    pub english: &'static str,
    #[cfg(feature = "sentences")]
    pub params: &'static [(&'static str, Kind)],
}

impl TextDef {
    /// A text; its sentence and kinds are kept only with `sentences`.
    pub const fn new(code: &'static str, english: &'static str, params: &'static [(&'static str, Kind)]) -> Self {
        #[cfg(not(feature = "sentences"))]
        let _ = (english, params);
        Self {
            code,
            #[cfg(feature = "sentences")]
            english,
            #[cfg(feature = "sentences")]
            params,
        }
    }

    /// The English sentence; without `sentences`, the code stands in for it.
    pub const fn sentence(&self) -> &'static str {
        #[cfg(feature = "sentences")]
        return self.english;
        #[cfg(not(feature = "sentences"))]
        return self.code;
    }
}

/// A value in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Count(i64),
    /// Poisha.
    Money(i64),
    Name(String),
    Text(Box<Text>),
}

/// A text to show a person: which text, and its values.
#[derive(Clone, PartialEq, Eq)]
pub struct Text {
    def: TextDef,
    params: Vec<(&'static str, Value)>,
}

impl Text {
    /// The text `def` before its values are given.
    pub const fn new(def: TextDef) -> Self {
        Text {
            def,
            params: Vec::new(),
        }
    }

    /// The text's stable code, e.g. `cart.above_stock`.
    pub const fn code(&self) -> &'static str {
        self.def.code
    }

    /// The text's values, in the order they were given.
    pub fn params(&self) -> &[(&'static str, Value)] {
        &self.params
    }

    fn with(mut self, name: &'static str, value: Value) -> Self {
        self.params.push((name, value));
        self
    }

    /// Gives the whole-number value `name` (any integer type; none in a
    /// text comes near `i64::MAX`, where it would stop).
    pub fn count(self, name: &'static str, value: impl TryInto<i64>) -> Self {
        self.with(name, Value::Count(value.try_into().unwrap_or(i64::MAX)))
    }

    /// Gives the amount `name` (a `Money`, or its poisha).
    pub fn money(self, name: &'static str, value: impl Into<i64>) -> Self {
        self.with(name, Value::Money(value.into()))
    }

    /// Gives `name` words shown as they are.
    pub fn name(self, name: &'static str, value: impl Into<String>) -> Self {
        self.with(name, Value::Name(value.into()))
    }

    /// Gives `name` another text.
    pub fn text(self, name: &'static str, value: Text) -> Self {
        self.with(name, Value::Text(Box::new(value)))
    }

    /// The values as they are sent: `{"stock": 3}`.
    pub fn params_json(&self) -> impl Serialize + '_ {
        Params(&self.params)
    }

    fn value(&self, name: &str) -> Option<&Value> {
        self.params.iter().find(|(key, _)| *key == name).map(|(_, value)| value)
    }
}

/// The code and the values, as logs show a refusal: `cart.above_stock { stock: 3 }`.
impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())?;
        if self.params.is_empty() {
            return Ok(());
        }
        let mut values = f.debug_map();
        for (name, value) in &self.params {
            values.entry(name, value);
        }
        values.finish()
    }
}

impl From<TextDef> for Text {
    fn from(def: TextDef) -> Self {
        Text::new(def)
    }
}

/// The English sentence, its placeholders filled (a missing value stays `{name}`).
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.def.sentence();
        while let Some(start) = rest.find('{') {
            let Some(length) = rest[start..].find('}') else { break };
            f.write_str(&rest[..start])?;
            let name = &rest[start + 1..start + length];
            match self.value(name) {
                Some(Value::Count(count)) => write!(f, "{count}")?,
                Some(Value::Money(poisha)) => f.write_str(&Locale::English.money(*poisha))?,
                Some(Value::Name(words)) => f.write_str(words)?,
                Some(Value::Text(text)) => write!(f, "{text}")?,
                None => f.write_str(&rest[start..=start + length])?,
            }
            rest = &rest[start + length + 1..];
        }
        f.write_str(rest)
    }
}

/// `{"code": ..., "params": {...}}`; money is sent in poisha.
impl Serialize for Text {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut text = serializer.serialize_struct("Text", 2)?;
        text.serialize_field("code", self.code())?;
        text.serialize_field("params", &self.params_json())?;
        text.end()
    }
}

struct Params<'a>(&'a [(&'static str, Value)]);

impl Serialize for Params<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            match value {
                Value::Count(count) => map.serialize_entry(name, count)?,
                Value::Money(poisha) => map.serialize_entry(name, poisha)?,
                Value::Name(words) => map.serialize_entry(name, words)?,
                Value::Text(text) => map.serialize_entry(name, text)?,
            }
        }
        map.end()
    }
}

/// Declares a module's texts as constants and lists them in `TEXTS`:
///
/// ```
/// shop_core::texts! {
///     /// Shown when a line asks for more than the stock.
///     ABOVE_STOCK = "cart.above_stock" { stock: Count } => "Only {stock} left in stock";
/// }
/// assert_eq!(TEXTS[0].params[0].0, "stock");
/// ```
#[macro_export]
macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident = $code:literal $({ $($param:ident: $kind:ident),* $(,)? })? => $english:literal;)*) => {
        $(
            $(#[$doc])*
            pub const $name: $crate::text::TextDef = $crate::text::TextDef::new(
                $code,
                $english,
                &[$($((stringify!($param), $crate::text::Kind::$kind)),*)?],
            );
        )*
        /// Every text declared here.
        pub const TEXTS: &[$crate::text::TextDef] = &[$($name),*];
    };
}

/// The names a sentence's `{name}` placeholders use, in order.
pub fn placeholders(english: &str) -> Vec<&str> {
    english
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .collect()
}

#[cfg(test)]
mod tests;

/// Makes a type with `fn text(&self) -> Text` an error whose `Display` is
/// its English sentence.
#[macro_export]
macro_rules! shown_as_text {
    ($($error:ty),*) => {$(
        impl ::core::fmt::Display for $error {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&self.text(), f)
            }
        }
        impl ::core::error::Error for $error {}
    )*};
}
