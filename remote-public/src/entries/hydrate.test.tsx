import { act, fireEvent, screen } from '@testing-library/react';
import { incidentDetail, NOW, snapshot } from '../features/public-page/testing/fixtures';
import { EMBEDDED_INPUT_ID, readEmbeddedInput, serializeForScript } from './embedded-input';
import type { PublicRenderInput } from './render-input';
import { render } from './ssr-render';
import { serve, setUpHydration } from './testing/hydration';

function pageInput(overrides: Partial<PublicRenderInput> = {}): PublicRenderInput {
  return {
    view: { kind: 'page', snapshot: snapshot() },
    links: { slug: 'acme' },
    language: 'en',
    now: NOW,
    stale: false,
    ...overrides,
  };
}

const { hydrate, consoleErrors } = setUpHydration();

it('hydrates the server-rendered page without a mismatch, and it becomes interactive', async () => {
  serve(pageInput());
  const serverHeading = screen.getByRole('heading', { level: 1, name: 'Acme Cloud' });
  expect(await hydrate()).not.toBeNull();
  // A mismatch is reported through console.error (and the server's markup thrown away).
  expect(consoleErrors()).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { level: 1, name: 'Acme Cloud' })).toBe(serverHeading);
  expect(screen.getByRole('heading', { level: 1, name: 'Acme Cloud' })).toBeVisible();
  // The language switcher switches in place only once React owns the markup.
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Русский' }));
  });
  expect(screen.getByText('Все системы работают')).toBeVisible();
  expect(window.location.search).toBe('?page=acme&lang=ru');
});

it('hydrates an incident, in the language it was rendered in', async () => {
  const detail = incidentDetail();
  serve(pageInput({ view: { kind: 'incident', detail }, language: 'ru' }));
  await hydrate();
  expect(consoleErrors()).not.toHaveBeenCalled();
  expect(screen.getAllByText(detail.incident.name).length).toBeGreaterThan(0);
  expect(document.querySelector('[lang="ru"]')).not.toBeNull();
});

it('renders the head the server writes: title and description in the page language', () => {
  const output = render(pageInput({ language: 'ru' }));
  expect(output.head.title).toBe('Acme Cloud');
  expect(output.head.description).toBe('Status of the Acme Cloud services');
  const calm = render(pageInput({ view: { kind: 'page', snapshot: snapshot({}) }, language: 'ru' }));
  expect(calm.head.siteName).toBe('Acme Cloud');
  const withoutDescription = snapshot();
  withoutDescription.page.description = '';
  const described = render(
    pageInput({ view: { kind: 'page', snapshot: withoutDescription }, language: 'ru' }),
  );
  expect(described.head.description).toBe(
    'Acme Cloud: Все системы работают. Текущее состояние, инциденты и плановые работы.',
  );
});

it('embeds the input so that no text in it can close the script element', () => {
  const hostile = snapshot();
  hostile.page.name = '</script><script>alert(1)</script><!-- & \u2028';
  const output = render(pageInput({ view: { kind: 'page', snapshot: hostile } }));
  expect(output.embedded.startsWith(`<script type="application/json" id="${EMBEDDED_INPUT_ID}">`)).toBe(true);
  expect(output.embedded.match(/<\/script/gi)).toHaveLength(1);
  expect(output.embedded).not.toMatch(/<!--|\u2028/);
  document.body.innerHTML = output.embedded;
  const read = readEmbeddedInput();
  expect(read?.view).toEqual({ kind: 'page', snapshot: hostile });
  expect(JSON.parse(serializeForScript({ text: '<>&' }))).toEqual({ text: '<>&' });
});

it('does nothing on a document without an embedded input', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(await hydrate()).toBeNull();
});
