import { customDomainOf, hostName, ownHostNames } from './custom-domain';

describe('custom domains from the Host header', () => {
  it.each([
    ['status.example.com', 'status.example.com'],
    ['Status.Example.COM:8443', 'status.example.com'],
    ['status.example.com.', 'status.example.com'],
    ['status.example.com.:80', 'status.example.com'],
    ['[::1]:8080', '::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['127.0.0.1:3000', '127.0.0.1'],
  ])('host name of %s is %s', (header, name) => {
    expect(hostName(header)).toBe(name);
  });

  it.each([undefined, '', 'exa mple.com', 'a.com:port', 'a.com:123456', '[::1', 'user@a.com'])(
    'a missing or malformed Host (%s) names nothing',
    (header) => {
      expect(hostName(header)).toBeNull();
    },
  );

  it('the product’s own names — PUBLIC_URL’s host, localhost, loopback — are never custom domains', () => {
    const own = ownHostNames('https://status.statusdeck.example:8443');
    for (const host of [
      'status.statusdeck.example',
      'STATUS.statusdeck.example:443',
      'localhost',
      'localhost:8080',
      'app.localhost',
      '127.0.0.1:8080',
      '[::1]:8080',
      'intranet',
      undefined,
    ]) {
      expect(customDomainOf(host, own)).toBeNull();
    }
    expect(customDomainOf('status.acme.com:8080', own)).toBe('status.acme.com');
    expect(customDomainOf('statusdeck.example', own)).toBe('statusdeck.example');
  });

  it('names under PAGES_DOMAIN, and PAGES_DOMAIN itself, are page hosts, even under .localhost; the product’s own host stays its own', () => {
    const own = ownHostNames('https://app.pages.example.com');
    expect(customDomainOf('acme.pages.example.com', own, 'pages.example.com')).toBe('acme.pages.example.com');
    expect(customDomainOf('pages.example.com:8443', own, 'pages.example.com')).toBe('pages.example.com');
    expect(customDomainOf('app.pages.example.com', own, 'pages.example.com')).toBeNull();
    const local = ownHostNames('http://localhost:8080');
    expect(customDomainOf('acme.pages.localhost:8080', local, 'pages.localhost')).toBe(
      'acme.pages.localhost',
    );
    expect(customDomainOf('acme.pages.localhost:8080', local)).toBeNull();
    expect(customDomainOf('other.localhost', local, 'pages.localhost')).toBeNull();
  });
});
