import { SelectField, SwitchField } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { REMINDER_CHOICES } from '../incident-rules';

const REMINDER_LABEL_KEYS: Record<(typeof REMINDER_CHOICES)[number], string> = {
  15: 'pageIncidents.form.reminder15',
  60: 'pageIncidents.form.reminder60',
  1440: 'pageIncidents.form.reminder1440',
};

/** A maintenance window's own switches: automatic start and end, and the reminder and its timing. */
export function MaintenanceOptions({ remind }: { remind: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <SwitchField
        name="auto_transition"
        label={t('pageIncidents.form.autoTransition')}
        description={t('pageIncidents.form.autoTransitionHint')}
      />
      <SwitchField
        name="remind_subscribers"
        label={t('pageIncidents.form.remind')}
        description={t('pageIncidents.form.remindHint')}
      />
      {remind ? (
        <SelectField
          name="reminder_minutes_before"
          label={t('pageIncidents.form.reminderWhen')}
          options={REMINDER_CHOICES.map((minutes) => ({
            value: String(minutes),
            label: t(REMINDER_LABEL_KEYS[minutes]),
          }))}
        />
      ) : null}
    </>
  );
}
