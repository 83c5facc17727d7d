import type { Schema } from '@/types/wire';

/** The signed-in user as the API answers it (`token` on sign-in and sign-up). */
export type SessionUser = Schema<'UserResponse'>;
