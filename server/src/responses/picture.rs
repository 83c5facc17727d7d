//! A picture as an `<img>` needs it: its size, and addresses that change
//! whenever the picture does, so they can be cached for a year.

use crate::documents::picture::Picture;
use serde::{Deserialize, Serialize};

/// A stored picture for `<img src srcset width height>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PictureAnswer {
    /// Intrinsic size of the original, in pixels.
    pub width: u32,
    pub height: u32,
    /// The original at its content-hashed address.
    pub src: String,
    /// For `srcset`, narrowest first: the WebP copies, then the original
    /// (`src`) when it is wider than they are. Only copies smaller than the
    /// original are kept, so none may be listed; empty for an SVG, which
    /// scales by itself.
    pub srcset: Vec<PictureSource>,
}

/// One WebP copy of a picture and its width (`url {width}w`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PictureSource {
    pub url: String,
    pub width: u32,
}

impl From<&Picture> for PictureAnswer {
    fn from(picture: &Picture) -> Self {
        let base = format!("/api/images/{}/{}", picture.image.to_hex(), picture.hash);
        let mut srcset: Vec<PictureSource> = picture
            .widths
            .iter()
            .map(|&width| PictureSource {
                url: format!("{base}/{width}.webp"),
                width,
            })
            .collect();
        if srcset.last().is_some_and(|widest| widest.width < picture.width) {
            srcset.push(PictureSource {
                url: base.clone(),
                width: picture.width,
            });
        }
        PictureAnswer {
            width: picture.width,
            height: picture.height,
            srcset,
            src: base,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mongodb::bson::oid::ObjectId;

    #[test]
    fn addresses_carry_the_id_the_hash_and_the_width() {
        let image = ObjectId::new();
        let answer = PictureAnswer::from(&Picture {
            image,
            width: 700,
            height: 350,
            hash: "0123456789abcdef".into(),
            widths: vec![240, 700],
        });
        let base = format!("/api/images/{}/0123456789abcdef", image.to_hex());
        assert_eq!(answer.src, base);
        assert_eq!(answer.srcset[1].url, format!("{base}/700.webp"));
        assert_eq!((answer.width, answer.height, answer.srcset[0].width), (700, 350, 240));
        assert_eq!(answer.srcset.len(), 2, "no original: the widest copy is as wide");
    }

    #[test]
    fn the_original_joins_the_copies_when_it_is_wider() {
        let answer = PictureAnswer::from(&Picture {
            image: ObjectId::new(),
            width: 1200,
            height: 800,
            hash: "0123456789abcdef".into(),
            widths: vec![240],
        });
        let widths: Vec<u32> = answer.srcset.iter().map(|s| s.width).collect();
        assert_eq!(widths, vec![240, 1200]);
        assert_eq!(answer.srcset[1].url, answer.src);
    }
}
