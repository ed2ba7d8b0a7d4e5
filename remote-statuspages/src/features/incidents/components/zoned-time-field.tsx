import { TextField } from '@statusdeck/shared';
import { useFieldBinding } from '@statusdeck/shared/forms';
import { zoneName } from '@statusdeck/shared/time';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedToUtcIso } from '../zoned-time';

type Props = { name: string; label: ReactNode; timeZone: string; hint?: string };

/** A date and time on the status page's clock (a datetime-local input), the zone named under it. */
export function ZonedTimeField({ name, label, timeZone, hint }: Props) {
  const { t, i18n } = useTranslation();
  const { field, error, disabled } = useFieldBinding<string>(name);
  // The offset in force at the chosen time (summer or winter), else now.
  const chosen = field.value ? zonedToUtcIso(field.value, timeZone) : null;
  const at = chosen ? Date.parse(chosen) : Date.now();
  const zone = t('pageIncidents.form.timeZone', {
    zone: `${timeZone} (${zoneName(at, i18n.language, timeZone)})`,
  });
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
      // Its error shows on blur, above the components' checkboxes: the click that blurs it must not miss.
      reserveErrorSpace
      disabled={disabled}
    />
  );
}
