import { makeIncident } from '../../testing/incident-fixtures';
import { nextUpdateInput, nextUpdateOf } from './update-rules';

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
  expect(nextUpdateOf(incident)).toEqual({
    status: 'identified',
    body: '',
    components: [
      { id: 'c1', status: 'major_outage' },
      { id: 'c2', status: 'partial_outage' },
    ],
    deliver_notifications: true,
  });
});

it('names only the components it changes, so resolving returns the others to operational', () => {
  const values = { ...nextUpdateOf(incident), status: 'resolved' as const, body: ' Fixed. ' };
  expect(nextUpdateInput(values, incident)).toEqual({
    status: 'resolved',
    body: 'Fixed.',
    deliver_notifications: true,
  });
});

it('sends changed and newly ticked components, and an unticked one as operational again', () => {
  const values = {
    ...nextUpdateOf(incident),
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
