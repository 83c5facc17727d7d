import { apiRequest } from '../../../lib/api-client';
import type { CustomerDashboard, Profile, ProfileFields } from '../types';

export function getDashboard(): Promise<CustomerDashboard> {
  return apiRequest<CustomerDashboard>('/api/dashboard');
}

export function getProfile(userId: string): Promise<Profile> {
  return apiRequest<Profile>(`/api/auth/customer-profile/${encodeURIComponent(userId)}`);
}

export function updateProfile(fields: ProfileFields): Promise<Profile> {
  return apiRequest<Profile>('/api/auth/customer-profile', { method: 'PUT', body: fields });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: { current_password: currentPassword, new_password: newPassword },
  });
}
