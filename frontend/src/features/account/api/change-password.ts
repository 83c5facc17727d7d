import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../types/wire';

export function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: { current_password: currentPassword, new_password: newPassword } satisfies Schema<'PasswordRequest'>,
  });
}
