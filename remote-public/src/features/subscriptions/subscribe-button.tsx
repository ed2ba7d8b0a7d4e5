import { useRef, useState } from 'react';
import styled from 'styled-components';
import { PublicLanguageContext, usePublicT } from '../public-page/i18n';
import type { PublicLanguage } from '../public-page/types';
import { ModalDialog } from './components/modal-dialog';
import { SubscribeForm } from './components/subscribe-form';
import { PrimaryButton } from './components/ui';
import { useHydrated } from './components/use-hydrated';

export type SubscribeButtonProps = {
  slug: string;
  /** Where the public API answers: '' (default) for this origin, the configured origin when standalone. */
  apiOrigin?: string;
  components: Array<{ id: string; name: string; group?: string }>;
  /** The subscribe screen, where the button leads without JavaScript (default /public-page/subscribe?page=). */
  href?: string;
  /** The page's language, when rendered outside the public page (inside it, the page's context decides). */
  lang?: PublicLanguage;
};

const Trigger = styled(PrimaryButton)``;

const defaultHref = (slug: string) => `/public-page/subscribe?page=${encodeURIComponent(slug)}`;

function SubscribeButtonInner({ slug, apiOrigin = '', components, href }: SubscribeButtonProps) {
  const { t } = usePublicT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The server's HTML (and a browser without JavaScript) gets a link to the subscribe screen, whose form
  // posts without JavaScript; once the script runs it becomes the button that opens the dialog.

  if (!hydrated) {
    return (
      <Trigger as="a" href={href ?? defaultHref(slug)}>
        {t('public.subscriptions.button')}
      </Trigger>
    );
  }
  return (
    <>
      <Trigger ref={trigger} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('public.subscriptions.button')}
      </Trigger>
      {open && (
        <ModalDialog
          title={t('public.subscriptions.dialog.title')}
          closeLabel={t('public.subscriptions.dialog.close')}
          onClose={() => setOpen(false)}
          returnFocusTo={trigger}
        >
          <p>{t('public.subscriptions.dialog.description')}</p>
          <SubscribeForm
            slug={slug}
            apiOrigin={apiOrigin}
            components={components}
            onClose={() => setOpen(false)}
          />
        </ModalDialog>
      )}
    </>
  );
}

/**
 * "Subscribe to updates" on the public page: opens a dialog with the e-mail field and the choice of
 * components, and ends on "check your inbox to confirm". Lean-bundle safe: React, styled-components and
 * react-i18next only.
 */
export function SubscribeButton(props: SubscribeButtonProps) {
  if (!props.lang) return <SubscribeButtonInner {...props} />;
  return (
    <PublicLanguageContext.Provider value={props.lang}>
      <SubscribeButtonInner {...props} />
    </PublicLanguageContext.Provider>
  );
}
