import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/format/error-message';
import { useFormat } from '@/lib/format/format';
import { useI18n } from '@/lib/i18n';
import { type ReturnReason, type ReturnRequest, askReturn, uploadReturnPhoto } from '../api/returns';

const REASONS: ReturnReason[] = ['defective', 'not_as_described', 'changed_mind'];
/** Most photos one return carries (the server's limit). */
const MAX_PHOTOS = 3;

/** The customer's request to return an order: a reason, what is wrong, and up to three photos. */
export function ReturnForm({ orderId, onAsked }: { orderId: string; onAsked: (asked: ReturnRequest) => void }) {
  const i18n = useI18n();
  const format = useFormat();
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || busy) return;
    setBusy(true);
    setError(null);
    try {
      const photos = [];
      for (const file of files) photos.push((await uploadReturnPhoto(orderId, file))._id);
      onAsked(await askReturn(orderId, { reason, details, photos }));
    } catch (e) {
      setError(messageOf(e, i18n._('Could not ask for the return')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="return-form" aria-label={i18n._('Return request')} onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{i18n._('Why are you returning it?')}</legend>
        {REASONS.map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="return-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            <span>{format.text({ code: `return_reason.${value}` })}</span>
          </label>
        ))}
      </fieldset>
      <label>
        {i18n._('What is wrong (optional)')}
        <textarea value={details} maxLength={1000} rows={3} onChange={(e) => setDetails(e.target.value)} />
      </label>
      <label>
        {i18n._('Photos (up to {max})', { max: format.count(MAX_PHOTOS) })}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_PHOTOS))}
        />
      </label>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!reason || busy}>
        {busy ? i18n._('Sending…') : i18n._('Ask for the return')}
      </button>
    </form>
  );
}
