import { incidentsLinkFor } from './use-dashboard';

it('leads to the incidents of the one page that has active incidents', () => {
  expect(incidentsLinkFor(['p1', 'p2', 'p3'], ['p2', 'p2'])).toBe('/statuspages/p2/incidents');
});

it("leads to the only page's incidents when there is one page", () => {
  expect(incidentsLinkFor(['p1'], [])).toBe('/statuspages/p1/incidents');
});

it('leads to the status page list, which counts open incidents per page, otherwise', () => {
  expect(incidentsLinkFor(['p1', 'p2'], ['p1', 'p2'])).toBe('/statuspages');
  expect(incidentsLinkFor(['p1', 'p2'], [])).toBe('/statuspages');
});
