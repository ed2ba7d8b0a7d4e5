import { derivePageStatus, type PageStatusInputs } from './page-status';

const calm: PageStatusInputs = { componentStatuses: [], incidentImpacts: [], maintenanceInProgress: false };

describe('derivePageStatus', () => {
  it('is none for a page with nothing wrong, or nothing at all', () => {
    expect(derivePageStatus(calm)).toBe('none');
    expect(derivePageStatus({ ...calm, componentStatuses: ['operational', 'operational'] })).toBe('none');
  });

  it.each([
    ['degraded_performance', 'minor'],
    ['partial_outage', 'major'],
    ['major_outage', 'critical'],
    ['under_maintenance', 'maintenance'],
  ] as const)('maps a component in %s to %s, as Statuspage does', (status, expected) => {
    expect(derivePageStatus({ ...calm, componentStatuses: ['operational', status] })).toBe(expected);
  });

  it('takes the worst of components, unresolved incidents and maintenance', () => {
    expect(
      derivePageStatus({
        ...calm,
        componentStatuses: ['degraded_performance'],
        incidentImpacts: ['critical'],
      }),
    ).toBe('critical');
    expect(
      derivePageStatus({ ...calm, componentStatuses: ['partial_outage'], incidentImpacts: ['minor'] }),
    ).toBe('major');
    expect(derivePageStatus({ ...calm, incidentImpacts: ['none'] })).toBe('none');
  });

  it('ranks maintenance below any outage and above all clear', () => {
    expect(derivePageStatus({ ...calm, maintenanceInProgress: true })).toBe('maintenance');
    expect(
      derivePageStatus({ ...calm, componentStatuses: ['under_maintenance', 'degraded_performance'] }),
    ).toBe('minor');
    expect(derivePageStatus({ ...calm, incidentImpacts: ['maintenance', 'none'] })).toBe('maintenance');
  });
});
