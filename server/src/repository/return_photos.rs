//! Return photos: who sent each one for which order, and each order's photo
//! slots. A slot is taken with one conditional update before an upload's
//! body is read, so parallel uploads never store more photos than allowed;
//! an upload that fails gives its slot back.

use super::{RepositoryError, ReturnRepository};
use futures_util::TryStreamExt;
use mongodb::bson::{DateTime, doc, oid::ObjectId};

impl ReturnRepository {
    /// Records that `customer_id` sent photo `image_id` for order `order_id`.
    pub async fn record_photo(
        &self,
        order_id: ObjectId,
        customer_id: ObjectId,
        image_id: ObjectId,
    ) -> Result<(), RepositoryError> {
        self.photos
            .insert_one(
                doc! { "_id": image_id, "order_id": order_id, "customer_id": customer_id, "at": DateTime::now() },
            )
            .await?;
        Ok(())
    }

    /// Photos `customer_id` has sent for order `order_id`, by id.
    pub async fn photos_sent(
        &self,
        order_id: ObjectId,
        customer_id: ObjectId,
    ) -> Result<Vec<ObjectId>, RepositoryError> {
        let mut sent = Vec::new();
        let mut found = self
            .photos
            .find(doc! { "order_id": order_id, "customer_id": customer_id })
            .await?;
        while let Some(photo) = found.try_next().await? {
            sent.extend(photo.get_object_id("_id").ok());
        }
        Ok(sent)
    }

    /// Takes the checkout's delivery fee for return `by`: true when no other
    /// Takes one of `max` photo slots of order `order_id`; `false` when all
    /// are taken. An order with no slot count yet starts from the photos sent
    /// for it before slots were counted.
    pub async fn take_photo_slot(
        &self,
        order_id: ObjectId,
        customer_id: ObjectId,
        max: u32,
    ) -> Result<bool, RepositoryError> {
        for _ in 0..2 {
            let taken = self
                .photo_slots
                .find_one_and_update(
                    doc! { "_id": order_id, "taken": { "$lt": i64::from(max) } },
                    doc! { "$inc": { "taken": 1_i64 } },
                )
                .await?;
            if taken.is_some() {
                return Ok(true);
            }
            if self.photo_slots.find_one(doc! { "_id": order_id }).await?.is_some() {
                return Ok(false);
            }
            let sent = i64::try_from(self.photos_sent(order_id, customer_id).await?.len()).unwrap_or(i64::MAX);
            let counted = self
                .photo_slots
                .insert_one(doc! { "_id": order_id, "taken": sent })
                .await;
            match counted.map_err(RepositoryError::from) {
                // Another upload counted them first.
                Ok(_) | Err(RepositoryError::Duplicate) => {}
                Err(error) => return Err(error),
            }
        }
        Ok(false)
    }

    /// Gives back a slot whose upload stored no photo.
    pub async fn give_photo_slot_back(&self, order_id: ObjectId) -> Result<(), RepositoryError> {
        self.photo_slots
            .update_one(
                doc! { "_id": order_id, "taken": { "$gt": 0_i64 } },
                doc! { "$inc": { "taken": -1_i64 } },
            )
            .await?;
        Ok(())
    }
}
