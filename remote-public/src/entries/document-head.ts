import type { i18n } from 'i18next';
import { INDICATOR_KEYS, labelOf } from '../features/public-page/labels';
import { publicDocumentTitle } from '../features/public-page/public-page-app';
import { isSubscriptionView, type PublicRenderInput, type SubscriptionView } from './render-input';

/** The head of a subscription screen: the title each screen sets, the page's name where known. */
function subscriptionHead(view: SubscriptionView, t: ReturnType<i18n['getFixedT']>): PublicHead {
  switch (view.kind) {
    case 'subscribe': {
      const title = t('public.subscriptions.dialog.title');
      const description = t('public.subscriptions.dialog.description');
      const page = view.snapshot?.page;
      return page
        ? { title: `${title} · ${page.name}`, description, siteName: page.name }
        : { title, description, siteName: null };
    }
    case 'confirm-subscription':
      return { title: t('public.subscriptions.confirm.documentTitle'), description: '', siteName: null };
    case 'manage-subscription':
      return { title: t('public.subscriptions.manage.documentTitle'), description: '', siteName: null };
    case 'unsubscribe':
      return { title: t('public.subscriptions.unsubscribe.documentTitle'), description: '', siteName: null };
  }
}

/** Plain text (the server escapes it): the document title, the meta description and the site name. */
export type PublicHead = { title: string; description: string; siteName: string | null };

/** The head of a public screen in the rendered language; the title is the one the page app sets. */
export function documentHead(input: PublicRenderInput, i18n: i18n): PublicHead {
  const t = i18n.getFixedT(input.language);
  const { view } = input;
  if (isSubscriptionView(view)) return subscriptionHead(view, t);
  const title = publicDocumentTitle(view, t);
  switch (view.kind) {
    case 'page': {
      const { page, status } = view.snapshot;
      const summary = labelOf(t, INDICATOR_KEYS, status.indicator);
      const description =
        page.description.trim() || t('public.meta.pageDescription', { name: page.name, status: summary });
      return { title, description, siteName: page.name };
    }
    case 'incident': {
      const { page, incident } = view.detail;
      const description = t('public.meta.incidentDescription', { incident: incident.name, name: page.name });
      return { title, description, siteName: page.name };
    }
    case 'history': {
      const { page } = view.history;
      return {
        title,
        description: t('public.meta.historyDescription', { name: page.name }),
        siteName: page.name,
      };
    }
    default:
      return { title, description: '', siteName: null };
  }
}
