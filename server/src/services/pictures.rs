//! Product pictures: an upload is stored with its WebP renditions drawn at
//! once (those smaller than the original); a rendition that is missing (lost, or drawn differently now) is
//! drawn on first request and kept.

use crate::texts;
use crate::{
    documents::{
        picture::{Picture, RenditionDocument, RenditionKey},
        product::ImageDocument,
    },
    failure::Failure,
    pictures::{self, Decoded, PictureError, Rendition},
    repository::Repositories,
};
use mongodb::bson::{Binary, oid::ObjectId, spec::BinarySubtype};
use shop_core::validation::PICTURE_PREFIX;
use tokio::sync::Semaphore;

/// Pictures decoded at once by this instance: each may take ~100 MB and a
/// core for a second, and the machine has two.
static DRAWING: Semaphore = Semaphore::const_new(2);

fn binary(bytes: Vec<u8>) -> Binary {
    Binary {
        subtype: BinarySubtype::Generic,
        bytes,
    }
}

/// Runs `work` on a blocking thread, one of at most `DRAWING` at a time.
async fn draw<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, PictureError> + Send + 'static,
) -> Result<T, Failure> {
    let _turn = DRAWING
        .acquire()
        .await
        .map_err(|e| Failure::internal("the picture queue closed", e))?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| Failure::internal("drawing a picture failed", e))?
        .map_err(Failure::from)
}

fn rendition_document(picture: &Picture, (width, webp, height): Rendition) -> RenditionDocument {
    RenditionDocument {
        id: RenditionKey {
            image: picture.image,
            width,
        },
        hash: picture.hash.clone(),
        height,
        data: binary(webp),
    }
}

fn rendition_of(decoded: &Decoded, width: u32) -> Result<RenditionDocument, PictureError> {
    let (webp, height) = decoded.render(width)?;
    Ok(rendition_document(&decoded.picture, (width, webp, height)))
}

/// Stores an uploaded picture (already sniffed as `content_type`) with its
/// renditions; refuses one too large to decode or that cannot be read.
#[tracing::instrument(skip_all, fields(bytes = original.len()))]
pub async fn upload(
    repositories: &Repositories,
    original: Vec<u8>,
    content_type: &str,
) -> Result<ImageDocument, Failure> {
    upload_as(repositories, ObjectId::new(), original, content_type).await
}

/// [`upload`] under the id `id` (a customer's photo takes a random one, so
/// its address cannot be guessed from another's).
pub async fn upload_as(
    repositories: &Repositories,
    id: ObjectId,
    original: Vec<u8>,
    content_type: &str,
) -> Result<ImageDocument, Failure> {
    let (original, picture, renditions) = draw(move || {
        let mut decoded = pictures::decode(id, &original)?;
        let renditions = decoded.render_all(original.len())?;
        Ok((original, decoded.picture, renditions))
    })
    .await?;
    let renditions: Vec<RenditionDocument> = renditions
        .into_iter()
        .map(|copy| rendition_document(&picture, copy))
        .collect();
    for rendition in &renditions {
        repositories.images.put_rendition(rendition).await?;
    }
    let image = ImageDocument {
        id,
        content_type: content_type.into(),
        data: binary(original),
        picture: Some(picture),
    };
    repositories.images.insert_many(std::slice::from_ref(&image)).await?;
    Ok(image)
}

/// The stored picture `id` whose content hash is `hash`.
pub async fn original(repositories: &Repositories, id: ObjectId, hash: &str) -> Result<ImageDocument, Failure> {
    let image = repositories.images.find_by_id(id).await?;
    image
        .filter(|image| image.picture.as_ref().is_some_and(|p| p.hash == hash))
        .ok_or_else(not_found)
}

/// The WebP rendition `width` pixels wide of picture `id` as hashed `hash`,
/// drawn now and kept if no instance has kept it yet.
pub async fn rendition(repositories: &Repositories, id: ObjectId, width: u32, hash: &str) -> Result<Vec<u8>, Failure> {
    let key = RenditionKey { image: id, width };
    if let Some(kept) = repositories.images.rendition(key, hash).await? {
        return Ok(kept.data.bytes);
    }
    let image = original(repositories, id, hash).await?;
    if !image.picture.as_ref().is_some_and(|p| p.widths.contains(&width)) {
        return Err(not_found());
    }
    let rendition = draw(move || rendition_of(&pictures::decode(id, &image.data.bytes)?, width)).await?;
    repositories.images.put_rendition(&rendition).await?;
    Ok(rendition.data.bytes)
}

/// What is known of the stored picture a product's `cover` names, if any.
pub async fn of_cover(repositories: &Repositories, cover: &str) -> Result<Option<Picture>, Failure> {
    let Some(id) = cover
        .strip_prefix(PICTURE_PREFIX)
        .and_then(|id| ObjectId::parse_str(id).ok())
    else {
        return Ok(None);
    };
    Ok(repositories.images.picture(id).await?)
}

fn not_found() -> Failure {
    Failure::NotFound(texts::catalog::IMAGE_NOT_FOUND.into())
}
