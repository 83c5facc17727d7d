import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/http/api-client';
import type { RefusedField } from '@/lib/format/field-errors';
import { messageOf } from '@/lib/format/error-message';
import { messageFor } from '@/lib/format/field-errors';

interface CheckedForm<V> {
  /** The core's check of the values: every refused field, empty when fine. */
  check: (values: V) => RefusedField[];
  /** Sends the checked values; a thrown error becomes the failure line. */
  save: (values: V) => Promise<void>;
  /** Shown when the failure carries no words of the server's or the core's. */
  failureText: string;
}

/**
 * A form the core checks before it is sent: its field errors (the core's,
 * or the server's 422), the failure line of a refused save, and whether a
 * save is under way.
 */
export function useCheckedForm<V>({ check, save, failureText }: CheckedForm<V>) {
  const [errors, setErrors] = useState<RefusedField[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (values: V) => {
    setBusy(true);
    try {
      await save(values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      if (fields.length > 0) setErrors(fields);
      setFailure(messageOf(error, failureText));
    } finally {
      setBusy(false);
    }
  };

  /** The form's submit handler for `values`: checks them, then sends them (a refusal becomes the failure line). */
  const submit = (values: V) => (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure(null);
    if (found.length > 0) return;
    void send(values);
  };

  /** Forgets the messages (when the form is closed or started over). */
  const reset = () => {
    setErrors([]);
    setFailure(null);
  };

  return { errors, failure, busy, submit, reset, errorOf: (field: string) => messageFor(errors, field) };
}
