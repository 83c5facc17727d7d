import { useI18n } from '@/lib/i18n';
import { useShopStore } from '@/stores/shop-store';
import type { SaveStatus } from '../hooks/use-save-status';
import { useConfirmationLink } from '../hooks/use-confirmation-link';
import type { Profile } from '../types';

export interface EmailConfirmNoticeViewProps {
  user: Profile | false | null;
  busy?: boolean;
  outcome?: SaveStatus | null;
  onResend: () => void;
}

/** Whether to ask `user` to confirm the address; answers from before the flag existed read as confirmed. */
const needsConfirming = (user: Profile | false | null): user is Profile => !!user && user.email !== '' && user.email_verified === false;

/** Until the address is confirmed the shop mails nothing about orders: says so, with a way to get a new link. */
export function EmailConfirmNoticeView({ user, busy = false, outcome = null, onResend }: EmailConfirmNoticeViewProps) {
  const i18n = useI18n();
  if (!needsConfirming(user)) return null;
  return (
    <section className="confirm-notice" aria-label={i18n._('Confirm your e-mail address')}>
      <p>
        {i18n._('Confirm your e-mail address: we sent a link to {email}. Until you open it we cannot e-mail you about your orders.', {
          email: user.email,
        })}
      </p>
      <button type="button" className="button" onClick={onResend} disabled={busy} aria-busy={busy}>
        {i18n._('Send the link again')}
      </button>
      {/* Always in the page, so the outcome filled in later is announced. */}
      <p role="status" className={outcome && !outcome.ok ? 'confirm-notice__result confirm-notice__result--refused' : 'confirm-notice__result'}>
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}

/** The notice for the signed-in customer, shown above every page of the customer area. */
export function EmailConfirmNotice() {
  const i18n = useI18n();
  const user = useShopStore((s) => s.session.user);
  const { busy, outcome, send } = useConfirmationLink(i18n._('Could not send the link; please try again'));
  return <EmailConfirmNoticeView user={user} busy={busy} outcome={outcome} onResend={() => void send()} />;
}
