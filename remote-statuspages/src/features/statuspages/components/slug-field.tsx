import { TextField } from '@statusdeck/shared';
import { useFieldBinding } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { useSlugCheck } from '../hooks/use-slug-check';
import { publicAddressText } from '../public-address';
import { SlugCheckMessage } from './slug-check-message';

type SlugFieldProps = {
  /** Called when the user types in the field, so the slug stops following the name. */
  onEdited?(): void;
  /** The page's saved slug, which is never "taken" by itself. */
  currentSlug?: string;
  disabled?: boolean;
};

/** The public address (Formik field `slug`) with its live availability. */
export function SlugField({ onEdited, currentSlug, disabled }: SlugFieldProps) {
  const { t } = useTranslation();
  const { field, helpers, error, onBlur, disabled: submitting } = useFieldBinding<string>('slug');
  const slug = field.value ?? '';
  const typed = useSlugCheck(slug, currentSlug);
  // Once the field shows its own error (after leaving it, or a submit), the live line does not repeat it.
  const check = typed.state === 'malformed' && error ? { state: 'idle' as const } : typed;
  const addressHint = t('statuspages.fields.slugHint', { address: publicAddressText(slug.trim()) });
  // A rename keeps the old address working for the page's visitors, and nobody else can take it for a
  // while; said only of a new address the server would take, or it promises a rename that cannot happen.
  const renaming = currentSlug !== undefined && !error && typed.state === 'available';
  return (
    <div>
      <TextField
        name="slug"
        label={t('statuspages.fields.slug')}
        hint={
          renaming
            ? `${addressHint} ${t('statuspages.fields.slugRenameHint', { old: currentSlug })}`
            : addressHint
        }
        value={slug}
        onChange={(event) => {
          onEdited?.();
          field.onChange(event);
        }}
        onBlur={onBlur}
        error={error}
        disabled={disabled || submitting}
        autoComplete="off"
        spellCheck={false}
      />
      <SlugCheckMessage
        check={check}
        // A refusal the server put on the field on Save is said there; the line keeps only its suggestion.
        reasonShown={Boolean(error)}
        disabled={disabled || submitting}
        onUseSuggestion={(suggestion) => {
          onEdited?.();
          void helpers.setValue(suggestion);
        }}
      />
    </div>
  );
}
