import { TextField } from '@statusdeck/shared';
import { useFieldBinding } from '@statusdeck/shared/forms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedToUtcIso, zoneLabel } from '../zoned-time';

type Props = { name: string; label: ReactNode; timeZone: string; hint?: string };

/** A date and time on the status page's clock (a datetime-local input), the zone named under it. */
export function ZonedTimeField({ name, label, timeZone, hint }: Props) {
  const { t, i18n } = useTranslation();
  const { field, error, disabled } = useFieldBinding<string>(name);
  // The offset in force at the chosen time (summer or winter), else now.
  const chosen = field.value ? zonedToUtcIso(field.value, timeZone) : null;
  const at = chosen ? Date.parse(chosen) : Date.now();
  const zone = t('pageIncidents.form.timeZone', { zone: zoneLabel(timeZone, i18n.language, at) });
  return (
    <TextField
      type="datetime-local"
      name={name}
      label={label}
      hint={hint ? `${hint} ${zone}` : zone}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      disabled={disabled}
    />
  );
}
