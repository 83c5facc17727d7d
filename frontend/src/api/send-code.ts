import { apiRequest } from '@/lib/http/api-client';
import { deviceId } from '@/lib/http/device-id';
import type { Answer, Schema } from '@/types/wire';

export type CodePurpose = Schema<'CodePurpose'>;

/** Asks the shop to text a 6-digit code to `phone`; answers the server's "sent" message. */
export function sendCode(phone: string, purpose: CodePurpose): Promise<Answer<'/phone/code', 'post'>> {
  return apiRequest('/api/phone/code', {
    method: 'POST',
    headers: { 'X-Device': deviceId() },
    body: { phone, purpose } satisfies Schema<'CodeRequest'>,
  });
}
