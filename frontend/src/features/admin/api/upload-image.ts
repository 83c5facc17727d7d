import { uploadFile } from '../../../lib/api-client';
import type { UploadedImage } from '../types';

export function uploadImage(file: Blob): Promise<UploadedImage> {
  return uploadFile<UploadedImage>('/api/images', file);
}
