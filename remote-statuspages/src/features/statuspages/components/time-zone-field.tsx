import { TextField } from '@statusdeck/shared';
import { useFieldBinding } from '@statusdeck/shared/forms';
import { timeZones } from '@statusdeck/shared/time';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formik field `time_zone`: type to filter the browser's IANA zones (a datalist), any one of them. */
export function TimeZoneField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const listId = useId();
  // Over 400 options: built once, so typing in any field of the form does not re-render them.
  const options = useMemo(() => timeZones().map((zone) => <option key={zone} value={zone} />), []);
  const { field, error, onBlur, disabled: submitting } = useFieldBinding<string>('time_zone');
  return (
    <>
      <TextField
        name="time_zone"
        label={t('statuspages.fields.timeZone')}
        hint={t('statuspages.fields.timeZoneHint')}
        list={listId}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={onBlur}
        error={error}
        disabled={disabled || submitting}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={listId}>{options}</datalist>
    </>
  );
}
