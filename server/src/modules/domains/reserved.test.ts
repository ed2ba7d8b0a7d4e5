import { isReservedDomain } from './reserved';

const config = { publicUrl: 'https://app.statusdeck.example:8443', pagesDomain: 'status.statusdeck.example' };

it.each([
  'app.statusdeck.example',
  'www.app.statusdeck.example',
  'APP.statusdeck.example.',
  'status.statusdeck.example',
  'acme.status.statusdeck.example',
  'a.b.status.statusdeck.example',
])('keeps %s for the product', (domain) => {
  expect(isReservedDomain(config, domain)).toBe(true);
});

it.each([
  'statusdeck.example',
  'www.statusdeck.example',
  'app.statusdeck.example.com',
  'notapp.statusdeck.example',
  'xstatus.statusdeck.example',
  'status.customer.test',
])('lets pages claim %s', (domain) => {
  expect(isReservedDomain(config, domain)).toBe(false);
});

it('reserves nothing under PAGES_DOMAIN when it is not set', () => {
  expect(isReservedDomain({ ...config, pagesDomain: null }, 'acme.status.statusdeck.example')).toBe(false);
});
