import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export function changePassword(currentPassword: string, newPassword: string): Promise<Answer<'/auth/change-password', 'post'>> {
  return apiRequest<Answer<'/auth/change-password', 'post'>>('/api/auth/change-password', {
    method: 'POST',
    body: { current_password: currentPassword, new_password: newPassword } satisfies Schema<'PasswordRequest'>,
  });
}
