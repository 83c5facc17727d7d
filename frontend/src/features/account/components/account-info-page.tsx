import { useCallback } from 'react';
import { useShopStore } from '@/stores/shop-store';
import { getProfile } from '../api/get-profile';
import { OrderSmsForm } from './order-sms-form';
import { PasswordForm } from './password-form';
import { PhoneNumberForm } from './phone-number-form';
import { SecondFactorForm } from './second-factor-form';
import { ProfileForm } from './profile-form';
import { useResource } from '@/lib/hooks/use-resource';
import { useI18n } from '@/lib/i18n';
import { useFormat } from '@/lib/format/format';

/** The customer's profile: names editable, the sign-in details shown, and a password change. */
export function AccountInfoPage() {
  const i18n = useI18n();
  const format = useFormat();
  const user = useShopStore((s) => s.session.user);
  const userId = user ? user._id : '';
  const load = useCallback((signal: AbortSignal) => getProfile(userId, signal), [userId]);
  const { data: profile, error: failure, setData } = useResource(userId ? load : null, i18n._('Could not load your profile'));

  return (
    <section aria-labelledby="account-title" className="account-page">
      <h1 id="account-title">{i18n._('Account info')}</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {profile && (
        <>
          <dl className="profile-facts">
            <dt>{i18n._('Username')}</dt>
            <dd>{profile.username}</dd>
            <dt>{i18n._('Email')}</dt>
            <dd>{profile.email || '—'}</dd>
            <dt>{i18n._('Mobile number')}</dt>
            <dd>{profile.phone ?? '—'}</dd>
            <dt>{i18n._('Member since')}</dt>
            <dd>{format.day(profile.created_at, 'long')}</dd>
          </dl>
          <ProfileForm profile={profile} onSaved={(saved) => setData(() => saved)} />
          <PhoneNumberForm profile={profile} onSaved={(saved) => setData(() => saved)} />
          <OrderSmsForm profile={profile} onSaved={(saved) => setData(() => saved)} />
          {profile.has_password && <PasswordForm />}
          {profile.role === 'admin' && <SecondFactorForm profile={profile} />}
        </>
      )}
      {!profile && !failure && <p className="muted">{i18n._('Loading…')}</p>}
    </section>
  );
}
