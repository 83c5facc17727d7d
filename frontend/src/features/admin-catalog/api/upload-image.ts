import { uploadFile } from '@/lib/http/api-client';
import type { UploadedImage } from '@/types/admin';
import type { Answer } from '@/types/wire';

export function uploadImage(file: Blob): Promise<UploadedImage> {
  return uploadFile<Answer<'/images', 'post'>>('/api/images', file);
}
