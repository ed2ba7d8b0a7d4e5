import { publicFormatPaths, publicPagePaths, subscriptionPaths, withQuery } from './paths.cjs';

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
});
