//! Product pictures as data: measuring an upload, refusing decompression
//! bombs, and drawing the WebP renditions a phone downloads instead of the
//! original. Pure CPU work with no I/O; callers run it on a blocking thread.

use crate::documents::picture::Picture;
use crate::texts::catalog;
use image::{DynamicImage, ImageDecoder, ImageReader, Limits, codecs::webp::WebPEncoder, imageops::FilterType};
use mongodb::bson::oid::ObjectId;
use sha2::{Digest, Sha256};
use shop_core::Text;
use std::io::Cursor;

/// Widths of the renditions, in pixels; a picture narrower than the widest
/// gets one at its own width instead, never a larger one.
pub const WIDTHS: [u32; 3] = [240, 480, 960];
/// Most pixels a picture may have (a 6000 × 4000 photo is 24 million): its
/// decoded copy takes four bytes each, so this bounds an upload's memory.
pub const MAX_PIXELS: u64 = 25_000_000;
/// Names how renditions are drawn; part of the hash, so changing the
/// drawing gives every rendition a new address instead of a stale cache.
const RENDERING: &[u8] = b"webp-lossless/catmull-rom/v1\0";

/// Why a picture cannot be used.
#[derive(Debug, PartialEq, Eq)]
pub enum PictureError {
    TooManyPixels { width: u32, height: u32 },
    Unreadable,
    Encoding,
}

impl PictureError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        match self {
            Self::TooManyPixels { width, height } => Text::new(catalog::TOO_MANY_PIXELS)
                .count(
                    "max_millions",
                    i64::try_from(MAX_PIXELS / 1_000_000).unwrap_or(i64::MAX),
                )
                .count("width", *width)
                .count("height", *height),
            Self::Unreadable => Text::new(catalog::PICTURE_UNREADABLE),
            Self::Encoding => Text::new(catalog::PICTURE_NOT_CONVERTED),
        }
    }
}

shop_core::shown_as_text!(PictureError);

impl From<PictureError> for crate::failure::Failure {
    fn from(error: PictureError) -> Self {
        use crate::failure::Failure;
        match error {
            PictureError::TooManyPixels { .. } => Failure::TooLarge(error.text()),
            PictureError::Unreadable => Failure::Unsupported(error.text()),
            PictureError::Encoding => Failure::internal("encoding a picture failed", error),
        }
    }
}

/// A decoded upload with what is known of it, ready to be resized.
pub struct Decoded {
    pub picture: Picture,
    image: DynamicImage,
}

/// One WebP copy: its width, bytes and height.
pub type Rendition = (u32, Vec<u8>, u32);

/// The content hash of a picture's original bytes, as its addresses carry it.
pub fn content_hash(original: &[u8]) -> String {
    let digest = Sha256::new().chain_update(RENDERING).chain_update(original).finalize();
    digest[..8].iter().map(|b| format!("{b:02x}")).collect()
}

/// The rendition widths for a picture `width` pixels wide, narrowest first.
pub fn rendition_widths(width: u32) -> Vec<u32> {
    let mut widths: Vec<u32> = WIDTHS.into_iter().filter(|&w| w < width).collect();
    let widest = width.min(WIDTHS[WIDTHS.len() - 1]);
    if widths.last() != Some(&widest) {
        widths.push(widest);
    }
    widths
}

/// Decodes an upload (PNG, JPEG, GIF's first frame or WebP) upright, after
/// checking its declared size, so a small file that claims a huge picture is
/// refused before any pixel memory is taken.
pub fn decode(id: ObjectId, original: &[u8]) -> Result<Decoded, PictureError> {
    let mut reader = ImageReader::new(Cursor::new(original))
        .with_guessed_format()
        .map_err(|_| PictureError::Unreadable)?;
    let mut limits = Limits::default();
    let max_side = u32::try_from(MAX_PIXELS).unwrap_or(u32::MAX);
    limits.max_image_width = Some(max_side);
    limits.max_image_height = Some(max_side);
    limits.max_alloc = Some(MAX_PIXELS * 4 + 16 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|_| PictureError::Unreadable)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(PictureError::TooManyPixels { width, height });
    }
    let orientation = decoder.orientation().map_err(|_| PictureError::Unreadable)?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(|_| PictureError::Unreadable)?;
    image.apply_orientation(orientation);
    if image.width() == 0 || image.height() == 0 {
        return Err(PictureError::Unreadable);
    }
    let picture = Picture {
        image: id,
        width: image.width(),
        height: image.height(),
        hash: content_hash(original),
        widths: rendition_widths(image.width()),
    };
    Ok(Decoded { picture, image })
}

impl Decoded {
    /// The picture `width` pixels wide (never wider than it is) as lossless
    /// WebP, with its height.
    pub fn render(&self, width: u32) -> Result<(Vec<u8>, u32), PictureError> {
        let width = width.min(self.image.width()).max(1);
        let height = scaled_height(self.image.width(), self.image.height(), width);
        let resized = if width == self.image.width() {
            self.image.clone()
        } else {
            self.image.resize_exact(width, height, FilterType::CatmullRom)
        };
        let mut webp = Vec::new();
        let encoder = WebPEncoder::new_lossless(&mut webp);
        let written = if resized.color().has_alpha() {
            resized.to_rgba8().write_with_encoder(encoder)
        } else {
            resized.to_rgb8().write_with_encoder(encoder)
        };
        written.map_err(|_| PictureError::Encoding)?;
        Ok((webp, height))
    }
}

impl Decoded {
    /// Draws every copy and keeps those smaller than the original (`original_len`
    /// bytes), listing only them in `picture.widths`: the encoder is lossless, so
    /// a photo's copy can outweigh its JPEG, and the original is offered anyway.
    pub fn render_all(&mut self, original_len: usize) -> Result<Vec<Rendition>, PictureError> {
        let mut kept = Vec::new();
        for &width in &self.picture.widths {
            let (webp, height) = self.render(width)?;
            if webp.len() < original_len {
                kept.push((width, webp, height));
            }
        }
        self.picture.widths = kept.iter().map(|copy| copy.0).collect();
        Ok(kept)
    }
}

/// The height that keeps the proportions at `width`, at least one pixel.
fn scaled_height(original_width: u32, original_height: u32, width: u32) -> u32 {
    let scaled =
        (u64::from(original_height) * u64::from(width) + u64::from(original_width) / 2) / u64::from(original_width);
    u32::try_from(scaled).unwrap_or(u32::MAX).max(1)
}

/// What is known of an SVG drawn by the shop itself: it scales by itself,
/// so it has no renditions.
pub fn svg_picture(id: ObjectId, svg: &[u8], width: u32, height: u32) -> Picture {
    Picture {
        image: id,
        width,
        height,
        hash: content_hash(svg),
        widths: Vec::new(),
    }
}

#[cfg(test)]
mod tests;
