import type { SubscribeFormInitial } from '@statusdeck/shared/public-site';
import { SUBSCRIBE_FORM_FIELDS, subscriptionPaths } from '@statusdeck/shared/public-site/paths';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { usePublicT } from '../../public-page/i18n';
import { subscribeToPage } from '../api/subscribe-to-page';
import { failureKey, failureText, looksLikeEmail, looksLikeHttpsUrl } from '../failure-key';
import { type Channel, ChannelChoice } from './channel-choice';
import { ComponentChoice, type ComponentOption } from './component-choice';
import {
  Actions,
  Alert,
  FieldError,
  Hint,
  Label,
  PrimaryButton,
  SecondaryButton,
  Stack,
  TextInput,
} from './ui';
import { useHydrated } from './use-hydrated';

/**
 * Without JavaScript both channels' fields are in the page: the endpoint is hidden by CSS alone while
 * "E-mail" is checked (a browser without `:has()` shows it, and the server ignores it for e-mail).
 */
const Form = styled.form`
  &:has(input[name='${SUBSCRIBE_FORM_FIELDS.channel}'][value='email']:checked) [data-endpoint-field] {
    display: none;
  }
`;

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string };

/** Where a refusal's message goes: under the address or endpoint, under the components, or for the whole form. */
function placeOf(key: string): 'email' | 'endpoint' | 'choice' | 'form' {
  if (key === 'public.subscriptions.errors.invalidEndpoint') return 'endpoint';
  if (
    key === 'public.subscriptions.errors.invalidEmail' ||
    key === 'public.subscriptions.errors.emailRequired'
  )
    return 'email';
  if (key === 'public.subscriptions.errors.chooseComponent') return 'choice';
  return 'form';
}

/**
 * The subscribe form of the dialog and of the subscribe screen. Whatever the address (new, pending or
 * already subscribed) the server answers alike, so the form always ends on "check your inbox".
 *
 * Progressive enhancement: it is a real form (`method="post"` to the subscribe screen, named fields), so
 * a browser without JavaScript posts it and the server renders the outcome — `initial`, the state this
 * form starts in then. Once the script runs, submitting calls the public API instead (the default action
 * is prevented: one request, never two).
 */
export function SubscribeForm({
  slug,
  apiOrigin,
  components,
  onClose,
  action = subscriptionPaths(apiOrigin).subscribe(slug),
  initial,
}: {
  slug: string;
  apiOrigin: string;
  components: ComponentOption[];
  /** Shown as a Close button on the "check your inbox" step (the dialog). */
  onClose?: () => void;
  /** Where the form posts without JavaScript (default: the page's subscribe screen on `apiOrigin`). */
  action?: string;
  /** The server's outcome of this form's post, when it rendered one. */
  initial?: SubscribeFormInitial;
}) {
  const { t, lng } = usePublicT();
  const emailId = useId();
  const emailErrorId = useId();
  const endpointId = useId();
  const endpointErrorId = useId();
  const endpointHintId = useId();
  const hydrated = useHydrated();
  const refused = initial?.kind === 'refused' ? initial : null;
  const refusedAt = refused ? failureKey(refused.failure) : null;
  const [email, setEmail] = useState(refused?.email ?? '');
  const [channel, setChannel] = useState<Channel>(refused?.endpoint !== undefined ? 'webhook' : 'email');
  const [endpoint, setEndpoint] = useState(refused?.endpoint ?? '');
  const [endpointError, setEndpointError] = useState<string | null>(() =>
    refused && refusedAt && placeOf(refusedAt) === 'endpoint' ? failureText(refused.failure, t) : null,
  );
  const [all, setAll] = useState(refused ? refused.componentIds === null : true);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(refused?.componentIds ?? []));
  const [phase, setPhase] = useState<Phase>(
    initial?.kind === 'sent' ? { kind: 'sent', email: initial.email } : { kind: 'editing' },
  );
  const [emailError, setEmailError] = useState<string | null>(() =>
    refused && refusedAt && placeOf(refusedAt) === 'email' ? failureText(refused.failure, t) : null,
  );
  const [choiceError, setChoiceError] = useState<string | null>(() =>
    refused && refusedAt && placeOf(refusedAt) === 'choice' ? failureText(refused.failure, t) : null,
  );
  const [formError, setFormError] = useState<string | null>(() =>
    refused && refusedAt && placeOf(refusedAt) === 'form' ? failureText(refused.failure, t) : null,
  );

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
    setChoiceError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const badEmail = !address
      ? t('public.subscriptions.errors.emailRequired')
      : looksLikeEmail(address)
        ? null
        : t('public.subscriptions.errors.invalidEmail');
    const webhook = channel === 'webhook';
    const url = endpoint.trim();
    const badEndpoint = !webhook
      ? null
      : !url
        ? t('public.subscriptions.errors.endpointRequired')
        : looksLikeHttpsUrl(url)
          ? null
          : t('public.subscriptions.errors.invalidEndpoint');
    const chosen = components.filter((component) => selected.has(component.id)).map((c) => c.id);
    const badChoice =
      !all && components.length > 0 && chosen.length === 0
        ? t('public.subscriptions.errors.chooseComponent')
        : null;
    setEmailError(badEmail);
    setEndpointError(badEndpoint);
    setChoiceError(badChoice);
    setFormError(null);
    if (badEmail || badEndpoint || badChoice) return;
    setPhase({ kind: 'sending' });
    const result = await subscribeToPage(apiOrigin, slug, {
      email: address,
      ...(webhook ? { endpoint: url } : {}),
      component_ids: all || components.length === 0 ? null : chosen,
      // The mails in the language this form is shown in.
      language: lng,
    });
    if (result.ok) {
      setPhase({ kind: 'sent', email: address });
      return;
    }
    setPhase({ kind: 'editing' });
    const text = failureText(result.failure, t);
    const place = placeOf(failureKey(result.failure));
    if (place === 'email') setEmailError(text);
    else if (place === 'endpoint') setEndpointError(text);
    else setFormError(text);
  }

  if (phase.kind === 'sent') {
    return (
      <div>
        <h3 role="status">{t('public.subscriptions.done.title')}</h3>
        <p>{t('public.subscriptions.done.body', { email: phase.email })}</p>
        <p>{t('public.subscriptions.done.spamHint')}</p>
        <Actions>
          {hydrated ? (
            <SecondaryButton
              type="button"
              onClick={() => {
                setEmail('');
                setPhase({ kind: 'editing' });
              }}
            >
              {t('public.subscriptions.done.another')}
            </SecondaryButton>
          ) : (
            // Without JavaScript: the empty form again (the subscribe screen's own address).
            <SecondaryButton as="a" href={action}>
              {t('public.subscriptions.done.another')}
            </SecondaryButton>
          )}
          {onClose && (
            <PrimaryButton type="button" onClick={onClose}>
              {t('public.subscriptions.dialog.close')}
            </PrimaryButton>
          )}
        </Actions>
      </div>
    );
  }

  const sending = phase.kind === 'sending';
  return (
    <Form method="post" action={action} onSubmit={submit} noValidate aria-busy={sending}>
      <Stack>
        <div>
          <Label htmlFor={emailId}>
            {channel === 'webhook'
              ? t('public.subscriptions.form.contactEmailLabel')
              : t('public.subscriptions.form.emailLabel')}
          </Label>
          <TextInput
            id={emailId}
            name={SUBSCRIBE_FORM_FIELDS.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            disabled={sending}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? emailErrorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
          />
          {emailError && <FieldError id={emailErrorId}>{emailError}</FieldError>}
        </div>
        <ChannelChoice
          channel={channel}
          onChange={(value) => {
            setChannel(value);
            setEndpointError(null);
          }}
          disabled={sending}
        />
        {(channel === 'webhook' || !hydrated) && (
          <div data-endpoint-field="">
            <Label htmlFor={endpointId}>{t('public.subscriptions.form.endpointLabel')}</Label>
            <TextInput
              id={endpointId}
              name={SUBSCRIBE_FORM_FIELDS.endpoint}
              type="url"
              autoComplete="off"
              inputMode="url"
              value={endpoint}
              disabled={sending}
              aria-invalid={endpointError ? true : undefined}
              aria-describedby={
                [endpointError ? endpointErrorId : null, hydrated ? null : endpointHintId]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) => {
                setEndpoint(event.target.value);
                setEndpointError(null);
              }}
            />
            {/* Without JavaScript the e-mail label cannot follow the channel: the webhook's field says what that address is for it. */}
            {!hydrated && (
              <Hint id={endpointHintId}>{t('public.subscriptions.form.endpointContactHint')}</Hint>
            )}
            {endpointError && <FieldError id={endpointErrorId}>{endpointError}</FieldError>}
          </div>
        )}
        <ComponentChoice
          options={components}
          all={all}
          selected={selected}
          onAllChange={(value) => {
            setAll(value);
            setChoiceError(null);
          }}
          onToggle={toggle}
          error={choiceError}
          disabled={sending}
        />
      </Stack>
      {formError && <Alert>{formError}</Alert>}
      <Actions>
        <PrimaryButton type="submit" disabled={sending}>
          {sending ? t('public.subscriptions.form.submitting') : t('public.subscriptions.form.submit')}
        </PrimaryButton>
      </Actions>
      <p>
        <small>{t('public.subscriptions.form.privacy')}</small>
      </p>
    </Form>
  );
}
