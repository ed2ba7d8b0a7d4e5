import {
  pageAddress,
  pageSubdomainLabel,
  publicFormatPaths,
  publicPagePaths,
  subscriptionPaths,
  withQuery,
} from './paths.cjs';

describe('public site paths', () => {
  it('names the page by ?page= on the product origin', () => {
    const paths = publicPagePaths({ slug: 'a&b' });
    expect(paths.page()).toBe('/public-page?page=a%26b');
    expect(paths.incident('i/1', 'ru')).toBe('/public-page/incident/i%2F1?page=a%26b&lang=ru');
    expect(paths.history('c1')).toBe('/public-page/history?page=a%26b&cursor=c1');
    expect(paths.subscribe()).toBe('/public-page/subscribe?page=a%26b');
  });

  it('lives at the root of a custom domain, absolute under an origin', () => {
    expect(publicPagePaths({ base: '' }).page()).toBe('/');
    expect(publicPagePaths({ base: '' }, 'https://status.example').page()).toBe('https://status.example/');
    expect(publicPagePaths({ base: '' }, 'https://status.example').incident('x')).toBe(
      'https://status.example/incident/x',
    );
    expect(publicPagePaths({}).history()).toBe('/public-page/history');
  });

  it('serves the feeds and the calendar by slug under /status/, absolute under an origin', () => {
    expect(publicFormatPaths('a&b').calendar()).toBe('/status/a%26b/maintenance.ics');
    expect(publicFormatPaths('acme', 'https://api.example').rss()).toBe(
      'https://api.example/status/acme/history.rss',
    );
    expect(publicFormatPaths('acme').atom()).toBe('/status/acme/history.atom');
  });

  it('keeps the token first in the subscription links', () => {
    const paths = subscriptionPaths('https://app.example');
    expect(paths.confirm('T', 'acme', 'en')).toBe(
      'https://app.example/public-page/subscriptions/confirm?token=T&page=acme&lang=en',
    );
    expect(paths.manage('T')).toBe('https://app.example/public-page/subscriptions/manage?token=T');
    expect(paths.unsubscribe('T', 'ru')).toBe(
      'https://app.example/public-page/subscriptions/unsubscribe?token=T&lang=ru',
    );
    expect(subscriptionPaths().subscribe('acme')).toBe('/public-page/subscribe?page=acme');
  });

  it('leaves empty values and a bare ? out', () => {
    expect(withQuery('/p', { a: '', b: null, c: undefined })).toBe('/p');
  });

  describe('a page’s best address', () => {
    const site = { publicUrl: 'http://app.example:8080', pagesDomain: 'status.example.com' };

    it('is its verified custom domain over https, its screens and formats at the root', () => {
      const address = pageAddress({ slug: 'acme', domain: 'status.acme.com' }, site);
      expect(address.url).toBe('https://status.acme.com/');
      expect(address.incident('i1', 'ru')).toBe('https://status.acme.com/incident/i1?lang=ru');
      expect(address.subscribe()).toBe('https://status.acme.com/subscribe');
      expect(address.rss()).toBe('https://status.acme.com/history.rss');
      expect(address.calendar()).toBe('https://status.acme.com/maintenance.ics');
      expect(address.badge()).toBe('https://status.acme.com/badge.svg');
      expect(address.v2('summary.json')).toBe('https://status.acme.com/api/v2/summary.json');
      expect(address.subscriptions.unsubscribe('T')).toBe(
        'https://status.acme.com/public-page/subscriptions/unsubscribe?token=T',
      );
    });

    it('is its subdomain of PAGES_DOMAIN without a verified domain', () => {
      const address = pageAddress({ slug: 'acme', domain: null }, site);
      expect(address.origin).toBe('https://acme.status.example.com');
      expect(address.url).toBe('https://acme.status.example.com/');
      expect(address.atom()).toBe('https://acme.status.example.com/history.atom');
    });

    it('is PUBLIC_URL by slug, in its own scheme, without either', () => {
      const address = pageAddress({ slug: 'acme', domain: null }, { ...site, pagesDomain: null });
      expect(address.url).toBe('http://app.example:8080/public-page?page=acme');
      expect(address.incident('i1')).toBe('http://app.example:8080/public-page/incident/i1?page=acme');
      expect(address.calendar()).toBe('http://app.example:8080/status/acme/maintenance.ics');
      expect(address.badge()).toBe('http://app.example:8080/status/acme/badge.svg');
      expect(address.v2('summary.json')).toBe('http://app.example:8080/status/acme/api/v2/summary.json');
      expect(address.subscriptions.confirm('T', 'acme')).toBe(
        'http://app.example:8080/public-page/subscriptions/confirm?token=T&page=acme',
      );
    });

    it('reads a host under PAGES_DOMAIN back into the label before it', () => {
      expect(pageSubdomainLabel('acme.status.example.com', 'status.example.com')).toBe('acme');
      expect(pageSubdomainLabel('a.b.status.example.com', 'status.example.com')).toBe('a.b');
      expect(pageSubdomainLabel('status.example.com', 'status.example.com')).toBe('');
      expect(pageSubdomainLabel('acmestatus.example.com', 'status.example.com')).toBeNull();
      expect(pageSubdomainLabel('acme.status.example.com', null)).toBeNull();
    });
  });
});
