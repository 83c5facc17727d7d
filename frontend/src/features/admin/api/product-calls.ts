import { apiRequest, uploadFile } from '../../../lib/api-client';
import { listingDefaults } from '../../../lib/core';
import type { Product, ProductEditRequest, ProductPage, ProductRequest, UploadedImage } from '../types';

/** The admin product list's server page size: the largest the API allows. */
export const PRODUCTS_PER_PAGE = listingDefaults().maxPageSize;

export function listProducts(page: number, search: string, signal?: AbortSignal): Promise<ProductPage> {
  return apiRequest<ProductPage>('/api/products', {
    query: { perPage: PRODUCTS_PER_PAGE, page, orderBy: 'createdAt', orderDirection: 'desc', search },
    signal,
  });
}

export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/api/product/${encodeURIComponent(productId)}`, { signal });
}

export function addProduct(body: ProductRequest): Promise<Product> {
  return apiRequest<Product>('/api/add-product', { method: 'POST', body });
}

/** Saves an edit; 409 when the product was edited meanwhile or the stock would go below zero. */
export function updateProduct(productId: string, body: ProductEditRequest): Promise<Product> {
  return apiRequest<Product>(`/api/product/${encodeURIComponent(productId)}`, { method: 'PUT', body });
}

export function deleteProduct(productId: string): Promise<{ _id: string; message: string }> {
  return apiRequest(`/api/delete-product/${encodeURIComponent(productId)}`, { method: 'POST' });
}

export function uploadImage(file: Blob): Promise<UploadedImage> {
  return uploadFile<UploadedImage>('/api/images', file);
}
