import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import { render, shell, sidebarKey, slot } from './console-frame-ssr';

const reads = {
  me: { id: 'u1', email: 'ann@example.com', organization_id: 'o1', role: 'owner' as const },
  roles: [],
  organization: { id: 'o1', name: 'Acme' },
} as unknown as Parameters<typeof render>[0]['reads'];

function frame(language: 'en' | 'ru', cookies = '') {
  const translation = (language === 'en' ? en : ru) as Record<string, unknown>;
  return render({ language, translation, reads, path: '/', cookies });
}

it('draws the layout with real links around the slot for the screen, in the language asked for', () => {
  const { html, css } = frame('en');
  expect(html).toContain(slot);
  expect(html).toContain('data-state="expanded"');
  expect(html).toMatch(/<a [^>]*href="\/statuspages"[^>]*>.*Status pages/);
  expect(html).toMatch(/<a aria-current="page" [^>]*href="\/"/);
  expect(css).toContain('@media (max-width: 767.98px)');
  expect(frame('ru').html).toContain(ru.nav.statusPages);
});

it('keeps the sidebar as the cookie says', () => {
  expect(frame('en', 'a=1; sidebar_state=false').html).toContain('data-state="collapsed"');
  expect(sidebarKey('sidebar_state=false')).not.toBe(sidebarKey(''));
});

it('wraps the copies with the script that keeps one language, without test ids or shared ids', () => {
  const copies = (['en', 'ru'] as const).map((language) => ({ language, ...frame(language) }));
  const page = shell(copies);
  expect(page.body).toContain(`<script>${page.script}</script>`);
  expect(page.body).not.toContain('data-testid');
  expect(page.body).toContain('id="en-app-sidebar"');
  expect(page.body).toContain('id="ru-app-sidebar"');
  expect(page.head).toContain('html[data-console] #root{display:none}');
});
