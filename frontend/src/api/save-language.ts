import type { Language } from '@/lib/i18n';
import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** Keeps the signed-in user's interface language with their account. */
export function saveLanguage(language: Language): Promise<Answer<'/auth/customer-profile/language', 'put'>> {
  return apiRequest('/api/auth/customer-profile/language', { method: 'PUT', body: { language } });
}
