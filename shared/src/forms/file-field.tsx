import { Button, FieldErrorText, FieldLabel } from '@statusdeck/shared';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, isAccepted } from './file-checks';
import { DropZone, HiddenInput, Hint, Preview, Root } from './file-field-layout';
import { FileFieldReadOnly } from './file-field-read-only';
import { useFieldBinding } from './use-field-binding';

export type FileFieldProps = {
  /**
   * A Formik field: `undefined` = unchanged (shows `currentUrl`), a `File` = newly chosen,
   * `null` = removed. Send it as multipart only when it is not undefined.
   */
  name: string;
  label: ReactNode;
  /** MIME types or extensions, e.g. ['image/png', 'image/jpeg', 'image/webp', '.ico']. */
  accept: readonly string[];
  /** Larger files are refused with a message, before any upload. */
  maxBytes: number;
  hint?: ReactNode;
  /** The file already saved (e.g. the page's current logo), previewed while nothing new is chosen. */
  currentUrl?: string;
  /** A preview for a chosen file; defaults to an object URL for images. Return undefined for none. */
  previewUrl?(file: File): string | undefined;
  disabled?: boolean;
  /** For someone who may not change the file: only the saved one (or "None"), no controls at all. */
  readOnly?: boolean;
};

function defaultPreview(file: File): string | undefined {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file);
}

/** Choose or drop one file; wrong types and oversize files are refused at once, with the reason. */
export function FileField(props: FileFieldProps) {
  return props.readOnly ? (
    <FileFieldReadOnly label={props.label} currentUrl={props.currentUrl} />
  ) : (
    <EditableFileField {...props} />
  );
}

function EditableFileField(props: FileFieldProps) {
  const { name, label, accept, maxBytes, hint, currentUrl, previewUrl = defaultPreview, disabled } = props;
  const { t, i18n } = useTranslation();
  const { field, helpers, error, disabled: submitting } = useFieldBinding<File | null | undefined>(name);
  const [rejection, setRejection] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  const file = field.value instanceof File ? field.value : null;
  const locked = disabled || submitting;

  useEffect(() => {
    const url = file ? previewUrl(file) : undefined;
    setPreview(url);
    return () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [file, previewUrl]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isAccepted(chosen, accept)) {
      setRejection(t('forms.file.wrongType', { types: accept.join(', ') }));
      return;
    }
    if (chosen.size > maxBytes) {
      setRejection(t('forms.file.tooLarge', { max: formatBytes(maxBytes, i18n.language) }));
      return;
    }
    setRejection(null);
    helpers.setValue(chosen);
    helpers.setTouched(true, false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!locked) choose(event.dataTransfer.files[0]);
  };

  const shown = file ? preview : field.value === undefined ? currentUrl : undefined;
  const message = rejection ?? error;
  return (
    <Root>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <DropZone
        data-testid={`${name}-drop-zone`}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        {shown ? <Preview src={shown} alt="" /> : null}
        <span>{file ? file.name : t('forms.file.dropHere')}</span>
        <HiddenInput
          ref={input}
          id={inputId}
          type="file"
          name={name}
          accept={accept.join(',')}
          disabled={locked}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            choose(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <Button variant="secondary" disabled={locked} onClick={() => input.current?.click()}>
          {t('forms.file.choose')}
        </Button>
        {file || (field.value === undefined && currentUrl) ? (
          <Button variant="ghost" disabled={locked} onClick={() => helpers.setValue(null)}>
            {t('forms.file.remove')}
          </Button>
        ) : null}
      </DropZone>
      {hint ? <Hint>{hint}</Hint> : null}
      {message ? (
        <FieldErrorText id={messageId} role="alert">
          {message}
        </FieldErrorText>
      ) : null}
    </Root>
  );
}
