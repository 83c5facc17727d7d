import { useId, useState } from 'react';
import { messageOf } from '@/lib/format/error-message';
import { useI18n } from '@/lib/i18n';
import { uploadImage } from '../api/upload-image';

interface ColourPictureProps {
  /** The colour's name, for the labels. */
  name: string;
  /** The uploaded picture's address; empty for the phone's own picture. */
  picture: string;
  onChange: (picture: string) => void;
}

/**
 * A colour's picture: uploaded as soon as it is chosen, shown beside the
 * colour, and given to every variant of that colour when the grid is saved
 * (the phone page's gallery follows the colour picked).
 */
export function ColourPicture({ name, picture, onChange }: ColourPictureProps) {
  const i18n = useI18n();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange((await uploadImage(file)).url);
    } catch (failure) {
      setError(messageOf(failure, i18n._('Could not upload the picture')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="colour-picture">
      {picture ? (
        <img src={picture} alt={i18n._('Picture of {name}', { name })} width={48} height={48} />
      ) : (
        <span className="muted">{i18n._("The phone's picture")}</span>
      )}
      <input
        type="file"
        accept="image/*"
        aria-label={i18n._('Upload a picture of {name}', { name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {picture && (
        <button type="button" className="button" onClick={() => onChange('')}>
          {i18n._('Remove the picture of {name}', { name })}
        </button>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
