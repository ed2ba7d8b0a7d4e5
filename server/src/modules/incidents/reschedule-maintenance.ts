import { invalidField } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { updateMaintenanceSchedule } from './maintenance-repository';
import type { IncidentRow } from './repository';

export type ScheduleInput = {
  scheduled_for?: string;
  scheduled_until?: string;
  auto_transition?: boolean;
  remind_subscribers?: boolean;
  reminder_minutes_before?: number;
};

/** The fields of a maintenance's window and automation (what a PATCH may reschedule). */
export const SCHEDULE_FIELDS = [
  'scheduled_for',
  'scheduled_until',
  'auto_transition',
  'remind_subscribers',
  'reminder_minutes_before',
] as const;

/**
 * A PATCH's window and automation fields: maintenance only; the start moves only while it has not begun
 * (it would rewrite history otherwise); the window must stay the right way round. The reminder goes once:
 * moving the window after it went does not send another.
 */
export async function rescheduleMaintenance(
  tx: Tx,
  incident: IncidentRow,
  input: ScheduleInput,
): Promise<void> {
  const present = SCHEDULE_FIELDS.filter((field) => input[field] !== undefined);
  const [first] = present;
  if (!first) return;
  if (incident.kind !== 'maintenance')
    throw invalidField(first, 'invalid_for_kind', `${first} is for maintenance`);
  const start = input.scheduled_for ? new Date(input.scheduled_for) : incident.scheduled_for;
  const end = input.scheduled_until ? new Date(input.scheduled_until) : incident.scheduled_until;
  if (
    input.scheduled_for &&
    incident.status !== 'scheduled' &&
    start?.getTime() !== incident.scheduled_for?.getTime()
  ) {
    throw invalidField(
      'scheduled_for',
      'already_started',
      'The maintenance has begun: its start cannot move',
    );
  }
  if (!start || !end || start >= end) {
    throw invalidField('scheduled_until', 'before_start', 'scheduled_until must be after scheduled_for');
  }
  await updateMaintenanceSchedule(tx, incident.id, {
    scheduledFor: start,
    scheduledUntil: end,
    autoTransition: input.auto_transition,
    remindSubscribers: input.remind_subscribers,
    reminderMinutesBefore: input.reminder_minutes_before,
  });
}
