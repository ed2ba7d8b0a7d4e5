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
});
