//! What is known of a stored picture, and its resized WebP copies (`image_renditions`).

use mongodb::bson::{Binary, oid::ObjectId};
use serde::{Deserialize, Serialize};

/// A picture's size and copies. Kept on its image and copied onto every
/// product that shows it: a stored image never changes, so neither does this.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Picture {
    /// The image's `_id`.
    pub image: ObjectId,
    pub width: u32,
    pub height: u32,
    /// Hex digest of the original's bytes and the rendering settings: part
    /// of every address of the picture, so a changed picture has new ones.
    pub hash: String,
    /// Widths of the WebP renditions, narrowest first; empty for an SVG.
    pub widths: Vec<u32>,
}

/// Which rendition: one per image and width, so writing it twice is harmless.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RenditionKey {
    pub image: ObjectId,
    pub width: u32,
}

/// One WebP rendition of an image.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RenditionDocument {
    #[serde(rename = "_id")]
    pub id: RenditionKey,
    /// The `Picture::hash` it was made for.
    pub hash: String,
    pub height: u32,
    pub data: Binary,
}
