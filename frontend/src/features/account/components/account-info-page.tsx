import { useEffect, useState } from 'react';
import { useShopStore } from '../../../stores/shop-store';
import { getProfile } from '../api/get-profile';
import type { Profile } from '../types';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { messageOf } from '../../../lib/error-message';
import { formatDay } from '../../../lib/format-date';

const day = (iso: string) => formatDay(iso, 'long');

/** The customer's profile: names editable, the sign-in details shown, and a password change. */
export function AccountInfoPage() {
  const user = useShopStore((s) => s.auth.user);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const userId = user ? user._id : '';
  useEffect(() => {
    if (userId) getProfile(userId).then(setProfile, (error: unknown) => setFailure(messageOf(error, 'Could not load your profile')));
  }, [userId]);

  return (
    <section aria-labelledby="account-title" className="account-page">
      <h1 id="account-title">Account info</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {profile && (
        <>
          <dl className="profile-facts">
            <dt>Username</dt>
            <dd>{profile.username}</dd>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
            <dt>Member since</dt>
            <dd>{day(profile.created_at)}</dd>
          </dl>
          <ProfileForm profile={profile} onSaved={setProfile} />
          <PasswordForm />
        </>
      )}
      {!profile && !failure && <p className="muted">Loading…</p>}
    </section>
  );
}
