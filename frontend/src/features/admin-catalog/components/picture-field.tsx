import { FormField } from '@/components/admin/form-field';
import { useI18n } from '@/lib/i18n';

interface PictureFieldProps {
  /** What the preview shows: the chosen file or the current picture; empty for none. */
  preview: string;
  error?: string;
  onPick: (file: File | null) => void;
}

/** The product picture: a file chooser and a preview. The upload happens on save. */
export function PictureField({ preview, error, onPick }: PictureFieldProps) {
  const i18n = useI18n();
  return (
    <fieldset className="admin-fieldset">
      <legend>{i18n._('Picture')}</legend>
      <div className="admin-picture">
        <div className="admin-picture__preview">
          {preview ? <img src={preview} alt={i18n._('Picture preview')} width={160} height={160} /> : <span className="muted">{i18n._('No picture yet')}</span>}
        </div>
        <FormField label={i18n._('Upload a picture')} error={error}>
          {(control) => <input {...control} type="file" name="picture" accept="image/*" onChange={(e) => onPick(e.target.files?.[0] ?? null)} />}
        </FormField>
      </div>
    </fieldset>
  );
}
