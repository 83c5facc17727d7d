use super::*;
use image::{ImageFormat, Rgb, RgbImage, Rgba, RgbaImage};

fn encoded(image: DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut bytes = Vec::new();
    image.write_to(&mut Cursor::new(&mut bytes), format).expect("encode");
    bytes
}

fn photo(width: u32, height: u32) -> DynamicImage {
    DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    }))
}

/// CRC-32 as PNG chunks carry it.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFF_u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn widths_never_exceed_the_picture() {
    assert_eq!(rendition_widths(4000), vec![240, 480, 960]);
    assert_eq!(rendition_widths(960), vec![240, 480, 960]);
    assert_eq!(rendition_widths(700), vec![240, 480, 700]);
    assert_eq!(rendition_widths(240), vec![240]);
    assert_eq!(rendition_widths(1), vec![1]);
}

#[test]
fn the_hash_follows_the_bytes() {
    assert_eq!(content_hash(b"a"), content_hash(b"a"));
    assert_ne!(content_hash(b"a"), content_hash(b"b"));
    assert_eq!(content_hash(b"a").len(), 16);
    assert!(content_hash(b"a").bytes().all(|b| b.is_ascii_hexdigit()));
}

#[test]
fn a_jpeg_is_measured_and_drawn_as_webp_at_each_width() {
    let original = encoded(photo(1200, 800), ImageFormat::Jpeg);
    let decoded = decode(ObjectId::new(), &original).expect("decodes");
    assert_eq!((decoded.picture.width, decoded.picture.height), (1200, 800));
    assert_eq!(decoded.picture.widths, vec![240, 480, 960]);
    for &width in &decoded.picture.widths {
        let (webp, height) = decoded.render(width).expect("renders");
        assert_eq!(&webp[..4], b"RIFF");
        assert_eq!(&webp[8..12], b"WEBP");
        let back = image::load_from_memory_with_format(&webp, ImageFormat::WebP).expect("reads back");
        assert_eq!((back.width(), back.height()), (width, height));
        assert_eq!(height, width * 2 / 3);
    }
}

#[test]
fn transparency_is_kept_and_a_small_picture_is_not_enlarged() {
    let original = encoded(
        DynamicImage::ImageRgba8(RgbaImage::from_pixel(100, 50, Rgba([10, 20, 30, 0]))),
        ImageFormat::Png,
    );
    let decoded = decode(ObjectId::new(), &original).expect("decodes");
    assert_eq!(decoded.picture.widths, vec![100]);
    let (webp, height) = decoded.render(960).expect("renders");
    let back = image::load_from_memory(&webp).expect("reads back");
    assert_eq!((back.width(), back.height(), height), (100, 50, 50));
    assert!(back.color().has_alpha());
}

#[test]
fn a_file_that_claims_too_many_pixels_is_refused_before_decoding() {
    let mut png = encoded(photo(2, 2), ImageFormat::Png);
    // IHDR's data is bytes 16..29 (width, height, ...), its CRC the next four.
    png[16..20].copy_from_slice(&100_000_u32.to_be_bytes());
    png[20..24].copy_from_slice(&100_000_u32.to_be_bytes());
    let crc = crc32(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    let refused = decode(ObjectId::new(), &png).err();
    assert!(
        matches!(
            refused,
            Some(PictureError::TooManyPixels { .. } | PictureError::Unreadable)
        ),
        "{refused:?}"
    );
    // Just over the bound, as a real (highly compressible) picture.
    let wide = encoded(DynamicImage::new_luma8(5001, 5000), ImageFormat::Png);
    assert_eq!(
        decode(ObjectId::new(), &wide).err(),
        Some(PictureError::TooManyPixels {
            width: 5001,
            height: 5000
        })
    );
}

#[test]
fn garbage_with_a_picture_signature_is_unreadable() {
    let bytes = [&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A][..], &[0; 40]].concat();
    assert_eq!(decode(ObjectId::new(), &bytes).err(), Some(PictureError::Unreadable));
}

#[test]
fn copies_heavier_than_the_original_are_dropped() {
    // Noise saved as a low-quality JPEG: a lossless copy of it weighs more.
    let mut seed = 7_u32;
    let noise = RgbImage::from_fn(600, 400, |_, _| {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let [a, b, c, _] = seed.to_le_bytes();
        Rgb([a, b, c])
    });
    let mut original = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut original, 30)
        .encode_image(&noise)
        .expect("encode");
    let mut decoded = decode(ObjectId::new(), &original).expect("decodes");
    assert_eq!(decoded.picture.widths, vec![240, 480, 600]);
    let kept = decoded.render_all(original.len()).expect("renders");
    assert!(kept.iter().all(|(_, webp, _)| webp.len() < original.len()));
    assert!(
        !decoded.picture.widths.contains(&600),
        "the full-size copy outweighs the JPEG"
    );
    assert_eq!(
        decoded.picture.widths,
        kept.iter().map(|copy| copy.0).collect::<Vec<_>>()
    );
}
