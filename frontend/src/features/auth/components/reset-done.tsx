import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';

/** What a reset form turns into once the password is set: the shop's words, and the way to sign in. */
export function ResetDone({ heading, said }: { heading: ReactNode; said: string }) {
  const i18n = useI18n();
  return (
    <section className="auth-form">
      {heading}
      <p role="status" className="notice-inline">
        {said}
      </p>
      <Link className="button button--primary" to={paths.login}>
        {i18n._('Sign in')}
      </Link>
    </section>
  );
}
