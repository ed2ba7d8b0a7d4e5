import type { ComponentStatus, Impact, IncidentKind, IncidentStatus } from '../../../lib/enums';
import { publicStatusOf } from './build-snapshot';

type Open = [IncidentKind, IncidentStatus, Impact, 'open' | 'resolved'];
const incident = ([kind, status, impact, state]: Open) => ({
  kind,
  status,
  impact,
  resolved_at: state === 'resolved' ? new Date() : null,
});

/** The rules of page-status.ts, as the public page applies them: [components, incidents, indicator]. */
const RULES: Array<[string, ComponentStatus[], Open[], string, string]> = [
  ['nothing at all', [], [], 'none', 'All Systems Operational'],
  ['all operational', ['operational', 'operational'], [], 'none', 'All Systems Operational'],
  ['a degraded component', ['operational', 'degraded_performance'], [], 'minor', 'Minor Service Outage'],
  ['a partial outage', ['partial_outage', 'degraded_performance'], [], 'major', 'Partial System Outage'],
  ['a major outage', ['major_outage', 'under_maintenance'], [], 'critical', 'Major System Outage'],
  ['a component under maintenance', ['under_maintenance'], [], 'maintenance', 'Service Under Maintenance'],
  [
    'maintenance and a degraded one',
    ['under_maintenance', 'degraded_performance'],
    [],
    'minor',
    'Minor Service Outage',
  ],
  [
    'an open critical incident, components fine',
    ['operational'],
    [['incident', 'identified', 'critical', 'open']],
    'critical',
    'Major System Outage',
  ],
  [
    'an open major incident',
    [],
    [['incident', 'investigating', 'major', 'open']],
    'major',
    'Partial System Outage',
  ],
  [
    'an open minor incident while monitoring',
    [],
    [['incident', 'monitoring', 'minor', 'open']],
    'minor',
    'Minor Service Outage',
  ],
  [
    'an open incident of impact none',
    [],
    [['incident', 'investigating', 'none', 'open']],
    'none',
    'All Systems Operational',
  ],
  [
    'a resolved critical incident',
    [],
    [['incident', 'resolved', 'critical', 'resolved']],
    'none',
    'All Systems Operational',
  ],
  [
    'a post-mortem of a critical incident',
    [],
    [['incident', 'postmortem', 'critical', 'resolved']],
    'none',
    'All Systems Operational',
  ],
  [
    'a maintenance in progress',
    [],
    [['maintenance', 'in_progress', 'maintenance', 'open']],
    'maintenance',
    'Service Under Maintenance',
  ],
  [
    'a maintenance being verified',
    [],
    [['maintenance', 'verifying', 'maintenance', 'open']],
    'maintenance',
    'Service Under Maintenance',
  ],
  [
    'a maintenance still scheduled',
    [],
    [['maintenance', 'scheduled', 'maintenance', 'open']],
    'none',
    'All Systems Operational',
  ],
  [
    'a completed maintenance',
    [],
    [['maintenance', 'completed', 'maintenance', 'resolved']],
    'none',
    'All Systems Operational',
  ],
  [
    'a maintenance in progress and a minor incident',
    [],
    [
      ['maintenance', 'in_progress', 'maintenance', 'open'],
      ['incident', 'investigating', 'minor', 'open'],
    ],
    'minor',
    'Minor Service Outage',
  ],
  [
    'the worst of components and incidents',
    ['degraded_performance'],
    [
      ['incident', 'investigating', 'major', 'open'],
      ['incident', 'resolved', 'critical', 'resolved'],
    ],
    'major',
    'Partial System Outage',
  ],
];

describe('the overall status of a public page', () => {
  it.each(RULES)('%s', (_name, components, incidents, indicator, description) => {
    expect(
      publicStatusOf(
        components.map((status) => ({ status })),
        incidents.map(incident),
      ),
    ).toEqual({ indicator, description });
  });
});
