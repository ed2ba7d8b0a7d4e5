import { makeIncident, makeUpdate } from '../../testing/incident-fixtures';
import {
  correctionInput,
  correctionOf,
  detailsInput,
  detailsOf,
  nextUpdateInput,
  nextUpdateOf,
  nextUpdateSchema,
} from './update-rules';

const incident = makeIncident({
  id: 'i1',
  name: 'Outage',
  status: 'identified',
  components: [
    { id: 'c1', name: 'API', status: 'major_outage' },
    { id: 'c2', name: 'Web', status: 'partial_outage' },
  ],
});

it('starts from the incident: its status, its components at their statuses, notify on', () => {
  expect(nextUpdateOf(incident, ['ru'])).toEqual({
    status: 'identified',
    body: '',
    translations: { ru: { body: '' } },
    components: [
      { id: 'c1', status: 'major_outage' },
      { id: 'c2', status: 'partial_outage' },
    ],
    deliver_notifications: true,
  });
});

it('names only the components it changes, so resolving returns the others to operational', () => {
  const values = { ...nextUpdateOf(incident, ['ru']), status: 'resolved' as const, body: ' Fixed. ' };
  expect(nextUpdateInput(values, incident)).toEqual({
    status: 'resolved',
    body: 'Fixed.',
    deliver_notifications: true,
  });
});

it('sends changed and newly ticked components, and an unticked one as operational again', () => {
  const values = {
    ...nextUpdateOf(incident, ['ru']),
    components: [
      { id: 'c1', status: 'degraded_performance' as const },
      { id: 'c3', status: 'partial_outage' as const },
    ],
    deliver_notifications: false,
  };
  expect(nextUpdateInput(values, incident)).toEqual({
    status: 'identified',
    components: [
      { id: 'c1', status: 'degraded_performance' },
      { id: 'c3', status: 'partial_outage' },
      { id: 'c2', status: 'operational' },
    ],
    deliver_notifications: false,
  });
});

it('sends the message in another language only when it has text, trimmed', () => {
  const values = { ...nextUpdateOf(incident, ['ru']), body: 'Fixed.' };
  expect(nextUpdateInput(values, incident)).not.toHaveProperty('translations');
  const blank = { ...values, translations: { ru: { body: '   ' } } };
  expect(nextUpdateInput(blank, incident)).not.toHaveProperty('translations');
  const russian = { ...values, translations: { ru: { body: ' Исправлено. ' } } };
  expect(nextUpdateInput(russian, incident)).toEqual({
    status: 'identified',
    body: 'Fixed.',
    translations: { ru: { body: 'Исправлено.' } },
    deliver_notifications: true,
  });
});

it('refuses a translated message without one in the default language, and a translation too long', async () => {
  const schema = nextUpdateSchema('identified', ['ru']);
  const values = { ...nextUpdateOf(incident, ['ru']), status: 'monitoring' as const };
  const errorsOf = (candidate: typeof values) =>
    schema.validate(candidate, { abortEarly: false }).then(
      () => [],
      (error: { inner: { path?: string; message: string }[] }) =>
        error.inner.map(({ path, message }) => [path, message]),
    );
  expect(await errorsOf({ ...values, translations: { ru: { body: 'Следим.' } } })).toEqual([
    ['translations.ru.body', 'pageIncidents.validation.translationNeedsMessage'],
  ]);
  expect(await errorsOf({ ...values, body: 'Watching.', translations: { ru: { body: 'Следим.' } } })).toEqual(
    [],
  );
  expect(
    await errorsOf({ ...values, body: 'Watching.', translations: { ru: { body: 'я'.repeat(10_001) } } }),
  ).toEqual([['translations.ru.body', 'pageIncidents.validation.messageTooLong']]);
});

it('corrects an update with the translations it holds, sending only those with text', () => {
  const update = makeUpdate({
    id: 'u1',
    body: 'Looking.',
    display_at: '2026-11-20T10:00:00.000Z',
    translations: { ru: { body: 'Смотрим.' } },
  });
  const initial = correctionOf(update, 'UTC', ['ru']);
  expect(initial.translations).toEqual({ ru: { body: 'Смотрим.' } });
  expect(correctionInput({ ...initial, body: 'Looking into it.' }, initial, 'UTC')).toEqual({
    body: 'Looking into it.',
    translations: { ru: { body: 'Смотрим.' } },
  });
  const without = correctionOf({ ...update, translations: {} }, 'UTC', ['ru']);
  expect(correctionInput(without, without, 'UTC')).toEqual({ body: 'Looking.' });
});

it('edits the name in each language, and the impact only of an incident', () => {
  const values = detailsOf({ ...incident, translations: { ru: { name: 'Сбой' } } }, ['ru']);
  expect(detailsInput({ ...values, name: ' Big outage ' }, incident)).toEqual({
    name: 'Big outage',
    translations: { ru: { name: 'Сбой' } },
    impact: incident.impact,
  });
  const maintenance = makeIncident({ id: 'm1', name: 'Upgrade', scheduled_for: '2026-12-01T10:00:00.000Z' });
  expect(detailsInput(detailsOf(maintenance, ['ru']), maintenance)).toEqual({ name: 'Upgrade' });
});
