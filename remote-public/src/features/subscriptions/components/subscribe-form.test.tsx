import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { initPublicI18n } from '../../public-page/testing/render-public';
import { SubscribeForm } from './subscribe-form';

beforeAll(initPublicI18n);

const form = <SubscribeForm slug="acme" apiOrigin="" components={[]} />;

it('server-rendered, the form cannot be submitted and points to the feeds instead', () => {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(form);
  // A plain submit would carry the address in a GET URL to no handler.
  expect(holder.querySelector('form')).toHaveAttribute('method', 'post');
  expect(holder.querySelector('button[type="submit"]')).toBeDisabled();
  const noscript = holder.querySelector('noscript')?.innerHTML ?? '';
  expect(noscript).toContain('needs JavaScript');
  expect(noscript).toContain('/status/acme/history.rss');
  expect(noscript).toContain('/status/acme/history.atom');
});

it('with JavaScript running, the form can be submitted', () => {
  render(form);
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
