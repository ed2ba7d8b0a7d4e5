import type { SubscribeFormInitial } from '@statusdeck/shared/public-site';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { PublicLanguageContext } from '../../public-page/i18n';
import { initPublicI18n } from '../../public-page/testing/render-public';
import { stubFetch } from '../testing/fetch-stub';
import { SubscribeForm } from './subscribe-form';

beforeAll(initPublicI18n);

const components = [
  { id: 'c-api', name: 'API' },
  { id: 'c-db', name: 'Database', group: 'Backend' },
];

/** The markup the server sends (no script has run). */
function serverHtml(element: React.ReactElement) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(element);
  return holder;
}

it('server-rendered, is a plain form posting to the subscribe screen, with named fields', () => {
  const holder = serverHtml(<SubscribeForm slug="acme co" apiOrigin="" components={components} />);
  const form = holder.querySelector('form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/public-page/subscribe?page=acme+co');
  expect(holder.querySelector('button[type="submit"]')).toBeEnabled();
  expect(holder.querySelector('noscript')).toBeNull();
  expect(holder.querySelector('input[name="email"]')).toHaveAttribute('type', 'email');
  expect(holder.querySelector('input[name="scope"][value="all"]')).toBeChecked();
  expect(holder.querySelector('input[name="scope"][value="chosen"]')).not.toBeChecked();
  // Without JavaScript every component is in the page (CSS shows them once "only these" is chosen).
  const boxes = [...holder.querySelectorAll('input[name="component_ids"]')].map((box) =>
    box.getAttribute('value'),
  );
  expect(boxes).toEqual(['c-api', 'c-db']);
});

it('posts to the API origin given, or where it is told to', () => {
  expect(
    serverHtml(<SubscribeForm slug="acme" apiOrigin="https://api.example.test" components={[]} />)
      .querySelector('form')
      ?.getAttribute('action'),
  ).toBe('https://api.example.test/public-page/subscribe?page=acme');
  expect(
    serverHtml(<SubscribeForm slug="acme" apiOrigin="" components={[]} action="/here?page=acme&lang=ru" />)
      .querySelector('form')
      ?.getAttribute('action'),
  ).toBe('/here?page=acme&lang=ru');
});

it('with JavaScript running, submits through the API once and never as a plain post', async () => {
  const calls = stubFetch(() => ({ status: 202, body: { state: 'check_inbox' } }));
  render(<SubscribeForm slug="acme" apiOrigin="" components={components} />);
  // Rendered in the browser only, the component list waits for "only these" again.
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
  const submitted = jest.fn((event: SubmitEvent) => event.defaultPrevented);
  document.addEventListener('submit', submitted);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  document.removeEventListener('submit', submitted);
  expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox to confirm');
  expect(submitted).toHaveReturnedWith(true);
  expect(calls).toHaveLength(1);
});

type Failure = Extract<SubscribeFormInitial, { kind: 'refused' }>['failure'];
const failure = (status: number, code: string, field?: string, detail = 'invalid'): Failure => ({
  status,
  code,
  details: field ? [{ field, code: detail, message: '' }] : [],
});

it.each([
  [
    'invalid address',
    failure(400, 'validation_failed', 'email', 'invalid_format'),
    'email',
    'Enter a valid e-mail address, like name@example.com.',
  ],
  [
    'no address',
    failure(400, 'validation_failed', 'email', 'required'),
    'email',
    'Enter your e-mail address.',
  ],
  [
    'no component',
    failure(400, 'validation_failed', 'component_ids', 'required'),
    'choice',
    'Choose at least one component, or all of them.',
  ],
  [
    'closed page',
    failure(403, 'subscriptions_disabled'),
    'form',
    'This status page does not take subscriptions.',
  ],
  [
    'plan limit',
    failure(402, 'PLAN_LIMIT_REACHED'),
    'form',
    'This status page cannot take more subscribers at the moment.',
  ],
  ['rate limit', failure(429, 'TOO_MANY_REQUESTS'), 'form', 'Too many attempts. Try again later.'],
  [
    'rate limit with its Retry-After',
    { ...failure(429, 'TOO_MANY_REQUESTS'), retryAfterSeconds: 3000 },
    'form',
    'Too many attempts. Try again in about 50 minutes.',
  ],
])(
  'shows the server’s refusal of a post (%s) where the script would, with what was entered',
  (_, refusal, place, message) => {
    const initial: SubscribeFormInitial = {
      kind: 'refused',
      email: 'ann@example',
      componentIds: ['c-db'],
      failure: refusal,
    };
    render(<SubscribeForm slug="acme" apiOrigin="" components={components} initial={initial} />);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ann@example');
    expect(screen.getByRole('radio', { name: 'Only the components I choose' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Backend: Database' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'API' })).not.toBeChecked();
    if (place === 'email') {
      expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(message);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } else if (place === 'choice') {
      expect(screen.getByText(message)).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } else {
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    }
  },
);

it.each([
  ['en', 60, 'Too many attempts. Try again in about 1 minute.'],
  ['en', 3599, 'Too many attempts. Try again in about 60 minutes.'],
  ['ru', 1260, 'Слишком много попыток. Попробуйте снова примерно через 21 минуту.'],
  ['ru', 180, 'Слишком много попыток. Попробуйте снова примерно через 3 минуты.'],
  ['ru', 3000, 'Слишком много попыток. Попробуйте снова примерно через 50 минут.'],
] as const)(
  'says, when the API limits a mailbox (%s, Retry-After %i s), roughly when to try again',
  async (lng, seconds, message) => {
    stubFetch(() => ({
      status: 429,
      headers: { 'Retry-After': String(seconds) },
      body: { code: 'TOO_MANY_REQUESTS', message: 'slow down' },
    }));
    render(
      <PublicLanguageContext.Provider value={lng}>
        <SubscribeForm slug="acme" apiOrigin="" components={components} />
      </PublicLanguageContext.Provider>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  },
);

it('starts on "check your inbox" after an accepted post; "use another address" is a link to the form without JavaScript', async () => {
  const initial = { kind: 'sent', email: 'ann@example.com' } as const;
  const html = serverHtml(
    <SubscribeForm
      slug="acme"
      apiOrigin=""
      components={[]}
      action="/public-page/subscribe?page=acme&lang=en"
      initial={initial}
    />,
  );
  expect(html.textContent).toContain('Check your inbox to confirm');
  expect(html.textContent).toContain('We sent a message to ann@example.com.');
  expect(html.querySelector('a')).toHaveAttribute('href', '/public-page/subscribe?page=acme&lang=en');
  expect(html.querySelector('a')).toHaveTextContent('Use another address');

  render(<SubscribeForm slug="acme" apiOrigin="" components={[]} initial={initial} />);
  await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
  expect(screen.getByLabelText('E-mail address')).toHaveValue('');
});
