import { useState } from 'react';
import { messageOf } from '@/lib/format/error-message';

export interface SaveStatus {
  ok: boolean;
  text: string;
}

/** Runs a save, tracks whether it is under way, and words its outcome for the form. */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (action: () => Promise<void>, success: string, failure: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await action();
      setStatus({ ok: true, text: success });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error, failure) });
    } finally {
      setBusy(false);
    }
  };
  return { status, busy, save, clear: () => setStatus(null) };
}
