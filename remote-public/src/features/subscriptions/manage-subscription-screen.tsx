import type { ManagedInitial, ManagedSubscription } from '@statusdeck/shared/public-site';
import { subscriptionPaths } from '@statusdeck/shared/public-site/paths';
import { type FormEvent, useState } from 'react';
import { usePublicT } from '../public-page/i18n';
import { updateManagedSubscription } from './api/manage-subscription';
import { unsubscribe } from './api/unsubscribe';
import { ComponentChoice } from './components/component-choice';
import { SubscriptionEnded } from './components/link-states';
import { ManagedSubscriptionFrame } from './components/managed-subscription-frame';
import type { ScreenCommonProps } from './components/subscription-layout';
import {
  Actions,
  Alert,
  DangerButton,
  Fieldset,
  PrimaryButton,
  SecondaryButton,
  StatusMessage,
} from './components/ui';
import { useHydrated } from './components/use-hydrated';
import { failureKey, failureText } from './failure-key';

export type ManageSubscriptionScreenProps = ScreenCommonProps & {
  /** `?token=` of the manage link in the mail (the same token as its unsubscribe link). */
  token: string | null;
  /** The subscription as the server loaded it, and the outcome of this screen's form post. */
  initial?: ManagedInitial;
  /** The unsubscribe screen for this token, where "Unsubscribe" leads without JavaScript. */
  unsubscribeHref?: (token: string) => string;
};

type Saving = 'idle' | 'saving' | 'saved';

function Manage({
  subscription,
  token,
  apiOrigin,
  lang,
  language,
  unsubscribeHref,
  outcome,
  onChange,
}: {
  subscription: ManagedSubscription;
  token: string;
  apiOrigin: string;
  lang?: string;
  /** The language the screen is shown in. */
  language: string;
  unsubscribeHref: (token: string) => string;
  outcome: ManagedInitial['outcome'];
  onChange(subscription: ManagedSubscription): void;
}) {
  const { t } = usePublicT();
  const hydrated = useHydrated();
  // A refused post shows the choice that was sent again, with its message.
  const refused = outcome?.kind === 'refused' ? outcome : null;
  const refusedAt = refused ? failureKey(refused.failure) : null;
  const sent = refused?.componentIds;
  const [all, setAll] = useState(sent !== undefined ? sent === null : subscription.all_components);
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        sent !== undefined
          ? (sent ?? [])
          : subscription.all_components
            ? []
            : subscription.components.filter((c) => c.selected).map((c) => c.id),
      ),
  );
  const [saving, setSaving] = useState<Saving>(outcome?.kind === 'saved' ? 'saved' : 'idle');
  const [choiceError, setChoiceError] = useState<string | null>(() =>
    refused && refusedAt === 'public.subscriptions.errors.chooseComponent'
      ? failureText(refused.failure, t)
      : null,
  );
  const [error, setError] = useState<string | null>(() =>
    refused && refusedAt && refusedAt !== 'public.subscriptions.errors.chooseComponent'
      ? failureText(refused.failure, t)
      : null,
  );
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Unsubscribed just now by this screen's button: told as the unsubscribe screen tells it.
  const [left, setLeft] = useState(false);
  const names = { page: subscription.page.name, email: subscription.email };
  const options = subscription.components.map((c) => ({ id: c.id, name: c.name, group: c.group_name }));

  if (subscription.state === 'unsubscribed') {
    return (
      <SubscriptionEnded
        subscription={subscription}
        variant={left ? 'unsubscribed' : 'ended'}
        apiOrigin={apiOrigin}
        lang={language}
      />
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = options.filter((option) => selected.has(option.id)).map((option) => option.id);
    if (!all && chosen.length === 0) {
      setChoiceError(t('public.subscriptions.errors.chooseComponent'));
      return;
    }
    setSaving('saving');
    setError(null);
    const result = await updateManagedSubscription(apiOrigin, token, all ? null : chosen);
    if (result.ok) {
      setSaving('saved');
      onChange(result.data);
    } else {
      setSaving('idle');
      setError(failureText(result.failure, t));
    }
  }

  async function leave() {
    setLeaving(true);
    setError(null);
    const result = await unsubscribe(apiOrigin, token);
    setLeaving(false);
    if (result.ok) {
      setLeft(true);
      onChange({ ...subscription, state: 'unsubscribed' });
    } else setError(failureText(result.failure, t));
  }

  const edited = () => {
    setSaving('idle');
    setChoiceError(null);
  };
  return (
    <>
      <h1>{t('public.subscriptions.manage.heading', { page: subscription.page.name })}</h1>
      <p>{t('public.subscriptions.manage.emailLine', { email: subscription.email })}</p>
      {subscription.state === 'pending' && <p>{t('public.subscriptions.manage.pendingNotice')}</p>}
      {options.length === 0 ? (
        <p>{t('public.subscriptions.manage.noComponents')}</p>
      ) : (
        <form
          method="post"
          action={subscriptionPaths().manage(token, lang)}
          onSubmit={save}
          aria-busy={saving === 'saving'}
        >
          <ComponentChoice
            options={options}
            all={all}
            selected={selected}
            onAllChange={(value) => {
              setAll(value);
              edited();
            }}
            onToggle={(id, checked) => {
              const next = new Set(selected);
              if (checked) next.add(id);
              else next.delete(id);
              setSelected(next);
              edited();
            }}
            error={choiceError}
            disabled={saving === 'saving'}
          />
          <Actions>
            <PrimaryButton type="submit" disabled={saving === 'saving'}>
              {saving === 'saving'
                ? t('public.subscriptions.manage.saving')
                : t('public.subscriptions.manage.save')}
            </PrimaryButton>
          </Actions>
          {saving === 'saved' && <StatusMessage>{t('public.subscriptions.manage.saved')}</StatusMessage>}
        </form>
      )}
      {error && <Alert>{error}</Alert>}
      <hr />
      {asking ? (
        <Fieldset aria-label={t('public.subscriptions.manage.unsubscribe')}>
          <p>{t('public.subscriptions.manage.confirmUnsubscribe', names)}</p>
          <Actions>
            <DangerButton type="button" onClick={() => void leave()} disabled={leaving}>
              {leaving
                ? t('public.subscriptions.unsubscribe.working')
                : t('public.subscriptions.manage.confirmButton')}
            </DangerButton>
            <SecondaryButton type="button" onClick={() => setAsking(false)} disabled={leaving}>
              {t('public.subscriptions.manage.cancel')}
            </SecondaryButton>
          </Actions>
        </Fieldset>
      ) : (
        <Actions>
          {hydrated ? (
            <SecondaryButton type="button" onClick={() => setAsking(true)}>
              {t('public.subscriptions.manage.unsubscribe')}
            </SecondaryButton>
          ) : (
            // Without JavaScript the unsubscribe screen asks the same question, with its own form.
            <SecondaryButton as="a" href={unsubscribeHref(token)}>
              {t('public.subscriptions.manage.unsubscribe')}
            </SecondaryButton>
          )}
        </Actions>
      )}
    </>
  );
}

/**
 * /public-page/subscriptions/manage?token=: choose components, or unsubscribe (after a confirmation).
 * Server-rendered with the subscription loaded; without JavaScript the choice posts to this address and
 * "Unsubscribe" leads to the unsubscribe screen.
 */
export function ManageSubscriptionScreen({
  token,
  lang,
  initial,
  unsubscribeHref = (value) => subscriptionPaths().unsubscribe(value, lang),
  ...common
}: ManageSubscriptionScreenProps) {
  return (
    <ManagedSubscriptionFrame
      {...common}
      token={token}
      lang={lang}
      initial={initial?.state}
      titleKey="public.subscriptions.manage.documentTitle"
      retryHref={(value) => subscriptionPaths().manage(value, lang)}
    >
      {({ subscription, token: ready, language, replace }) => (
        <Manage
          subscription={subscription}
          token={ready}
          apiOrigin={common.apiOrigin ?? ''}
          lang={lang}
          language={language}
          unsubscribeHref={unsubscribeHref}
          outcome={initial?.outcome}
          onChange={replace}
        />
      )}
    </ManagedSubscriptionFrame>
  );
}
