import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { PublicPageApp } from './public-page-app';
import { component, NOW, snapshot, uptime } from './testing/fixtures';
import { initPublicI18n, renderPublic } from './testing/render-public';

beforeAll(initPublicI18n);

function renderBars() {
  renderPublic({
    view: {
      kind: 'page',
      snapshot: snapshot({
        components: [
          {
            type: 'component',
            ...component({
              name: 'API',
              uptime: uptime({
                '2026-03-14': {
                  percent: 97.5,
                  major_outage_seconds: 1800,
                  partial_outage_seconds: 4200,
                  incidents: [
                    { id: 'inc-9', name: 'Elevated API errors', translations: {}, impact: 'major' },
                  ],
                },
                '2025-12-16': { percent: null },
              }),
            }),
          },
        ],
      }),
    },
    now: NOW,
  });
  return screen.getByRole('group', { name: 'Uptime of API, last 90 days' });
}

/** A pointer event with its pointerType (jsdom has no PointerEvent). */
function pointer(type: string, element: Element, pointerType: string, relatedTarget: Element | null = null) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}

it('gives each of the 90 days a named bar with one tab stop on today', () => {
  const group = renderBars();
  const bars = within(group).getAllByRole('button');
  expect(bars).toHaveLength(90);
  expect(bars.filter((bar) => bar.tabIndex === 0)).toEqual([bars[89]]);
  expect(bars[89]).toHaveAccessibleName('15 March 2026: 100% uptime');
  expect(bars[88]).toHaveAccessibleName('14 March 2026: 97.5% uptime');
  expect(bars[0]).toHaveAccessibleName('16 December 2025: No data');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('opens the tooltip by keyboard, moves between days with the arrow keys and closes on Escape', async () => {
  const user = userEvent.setup();
  const group = renderBars();
  const bars = within(group).getAllByRole('button');
  await user.tab(); // skip link
  while (!group.contains(document.activeElement)) await user.tab();
  expect(bars[89]).toHaveFocus();
  expect(screen.getByRole('tooltip')).toHaveTextContent('15 March 2026100% uptimeNo incidents');
  expect(bars[89]).toHaveAccessibleDescription(/15 March 2026/);

  await user.keyboard('{ArrowLeft}');
  expect(bars[88]).toHaveFocus();
  expect(bars[88]).toHaveAttribute('tabindex', '0');
  expect(bars[89]).toHaveAttribute('tabindex', '-1');
  const tip = screen.getByRole('tooltip');
  expect(tip).toHaveTextContent('14 March 2026');
  expect(tip).toHaveTextContent('97.5% uptime');
  expect(tip).toHaveTextContent('Major outage: 30 min');
  expect(tip).toHaveTextContent('Partial outage: 1 h 10 min');
  expect(within(tip).getByRole('list', { name: 'Incidents that day' })).toHaveTextContent(
    'Elevated API errors',
  );

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(bars[88]).toHaveFocus();

  await user.keyboard('{Home}');
  expect(bars[0]).toHaveFocus();
  expect(screen.getByRole('tooltip')).toHaveTextContent('16 December 2025No data');
  await user.keyboard('{ArrowLeft}');
  expect(bars[0]).toHaveFocus();
  await user.keyboard('{End}');
  expect(bars[89]).toHaveFocus();

  // Tab leaves the row (one tab stop) and the tooltip closes.
  await user.tab();
  expect(group.contains(document.activeElement)).toBe(false);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('toggles the tooltip on tap', () => {
  const group = renderBars();
  const bar = within(group).getAllByRole('button')[88] as HTMLElement;
  pointer('pointerdown', bar, 'touch');
  fireEvent.focus(bar);
  fireEvent.click(bar);
  expect(screen.getByRole('tooltip')).toHaveTextContent('14 March 2026');
  pointer('pointerdown', bar, 'touch');
  fireEvent.click(bar);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // A tap on another day moves the tooltip there.
  pointer('pointerdown', bar, 'touch');
  fireEvent.click(bar);
  const other = within(group).getAllByRole('button')[89] as HTMLElement;
  pointer('pointerdown', other, 'touch');
  fireEvent.click(other);
  expect(screen.getByRole('tooltip')).toHaveTextContent('15 March 2026');
});

it('opens on hover and closes when the mouse leaves', () => {
  const group = renderBars();
  const bar = within(group).getAllByRole('button')[88] as HTMLElement;
  pointer('pointerover', bar, 'mouse');
  const tip = screen.getByRole('tooltip');
  expect(tip).toHaveTextContent('14 March 2026');
  // Onto the tooltip: it stays, so its text can be read and selected.
  pointer('pointerout', bar, 'mouse', tip);
  pointer('pointerover', tip, 'mouse', bar);
  expect(screen.getByRole('tooltip')).toBe(tip);
  // Away from both: it goes.
  pointer('pointerout', tip, 'mouse', document.body);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('sends light bars in the server HTML (no buttons until scripts run), with the overall uptime as text', () => {
  const view = {
    kind: 'page' as const,
    snapshot: snapshot({
      components: [{ type: 'component', ...component({ name: 'API', uptime: uptime() }) }],
    }),
  };
  const html = renderToString(
    <PublicPageApp view={view} links={publicPagePaths({ slug: 'acme' })} now={NOW} />,
  );
  const doc = document.createElement('div');
  doc.innerHTML = html;
  const row = doc.querySelector('[data-t]')?.parentElement;
  expect(row).toHaveAttribute('aria-hidden', 'true');
  expect(row?.children).toHaveLength(90);
  expect(row?.querySelector('button')).toBeNull();
  expect(doc).toHaveTextContent('99.93% uptime');
});

it('moves only between the days a narrow screen shows (the last 30)', async () => {
  const user = userEvent.setup();
  const group = renderBars();
  const bars = within(group).getAllByRole('button');
  const real = window.getComputedStyle;
  // What the narrow-screen rule does in a browser (jsdom applies no media queries).
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    const index = Number((element as HTMLElement).dataset?.i ?? 90);
    return index < 60 ? ({ ...style, display: 'none' } as CSSStyleDeclaration) : style;
  });
  bars[89]?.focus();
  await user.keyboard('{Home}');
  expect(bars[60]).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(bars[60]).toHaveFocus();
  expect(screen.getByRole('tooltip')).toHaveTextContent('14 February 2026');
  await user.keyboard('{End}');
  expect(bars[89]).toHaveFocus();
});
