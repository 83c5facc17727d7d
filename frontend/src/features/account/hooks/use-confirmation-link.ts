import { useState } from 'react';
import { messageOf } from '@/lib/format/error-message';
import { formatNow } from '@/lib/format/format';
import { resendConfirmation } from '../api/resend-confirmation';
import type { SaveStatus } from './use-save-status';

/** Asks for a new confirmation link; the outcome in the server's words (sent, confirmed already, too many), in the language shown. */
export async function sendLinkAgain(failure: string): Promise<SaveStatus> {
  try {
    const sent = await resendConfirmation();
    return { ok: true, text: formatNow().text(sent, sent.message) };
  } catch (error) {
    return { ok: false, text: messageOf(error, failure) };
  }
}

/** The "Send the link again" button's call, whether it is under way, and its outcome. */
export function useConfirmationLink(failure: string) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveStatus | null>(null);
  const send = async () => {
    setBusy(true);
    setOutcome(null);
    setOutcome(await sendLinkAgain(failure));
    setBusy(false);
  };
  return { busy, outcome, send };
}
