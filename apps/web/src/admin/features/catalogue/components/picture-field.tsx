import { useMutation } from '@tanstack/react-query';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { uploadPicture } from '../api/media-api';
import { pictureSrc } from '../picture-src';

interface PictureFieldProps {
  label: string;
  /** The picture's address now ('' for none yet). */
  value: string;
  onChange(image: string): void;
  /** The form's own problem with the field (none uploaded yet), translated. */
  error?: string | undefined;
  /** What the preview shows, for its alt text ("Shea Butter"). */
  of: string;
}

/**
 * A picture chosen from the device and uploaded at once (the form then sends only its address): the preview of the
 * picture the server made, or the server's refusal (not a photo, too large, too small) under the field. The last good
 * picture stays while a new one uploads or is refused.
 */
export function PictureField({ label, value, onChange, error, of }: PictureFieldProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const upload = useMutation({ mutationFn: (file: File) => uploadPicture(file), onSuccess: ({ image }) => onChange(image) });

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
        {value ? (
          <img src={pictureSrc(value)} alt={t('catalogue.picture.preview', { name: of })} className="size-full object-cover" />
        ) : (
          <span className="px-2 text-center text-xs text-stone-600">{t('catalogue.picture.none')}</span>
        )}
      </div>
      <Field label={label} hint={t('catalogue.picture.hint')} error={upload.isError ? errorText(upload.error) : error} className="min-w-0 flex-1">
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) upload.mutate(file);
            }}
            className="text-sm text-stone-800 file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-stone-900 hover:file:bg-stone-100"
          />
        )}
      </Field>
      <p role="status" className="text-sm text-stone-700 empty:hidden sm:self-center">
        {upload.isPending ? t('catalogue.picture.uploading') : upload.isSuccess ? t('catalogue.picture.uploaded') : ''}
      </p>
    </div>
  );
}
