import type { Schema } from '@/types/wire';

/** `GET /api/dashboard`: orders that were not cancelled count as purchases. */
export type CustomerDashboard = Schema<'CustomerDashboard'>;

/** A customer's profile: the user as the API answers it. */
export type Profile = Schema<'UserResponse'>;

/** What a profile edit sends (the document's `ProfileRequest`, every field sent). */
export type ProfileFields = Required<Schema<'ProfileRequest'>>;
