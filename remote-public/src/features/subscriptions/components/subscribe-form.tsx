import { type FormEvent, useEffect, useId, useState } from 'react';
import { usePublicT } from '../../public-page/i18n';
import { subscribeToPage } from '../api/subscribe-to-page';
import { failureKey, looksLikeEmail } from '../failure-key';
import { ComponentChoice, type ComponentOption } from './component-choice';
import { Actions, Alert, FieldError, Label, PrimaryButton, SecondaryButton, Stack, TextInput } from './ui';

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string };

/**
 * The subscribe form of the dialog and of the subscribe screen. Whatever the address (new, pending or
 * already subscribed) the server answers alike, so the form always ends on "check your inbox".
 */
export function SubscribeForm({
  slug,
  apiOrigin,
  components,
  onClose,
}: {
  slug: string;
  apiOrigin: string;
  components: ComponentOption[];
  /** Shown as a Close button on the "check your inbox" step (the dialog). */
  onClose?: () => void;
}) {
  const { t } = usePublicT();
  const emailId = useId();
  const emailErrorId = useId();
  const [email, setEmail] = useState('');
  const [all, setAll] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The form posts through script only. Server-rendered without JavaScript it stays disabled: a plain
  // submit would put the address into a GET URL (and the logs) and reach no handler.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

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
    const chosen = components.filter((component) => selected.has(component.id)).map((c) => c.id);
    const badChoice =
      !all && components.length > 0 && chosen.length === 0
        ? t('public.subscriptions.errors.chooseComponent')
        : null;
    setEmailError(badEmail);
    setChoiceError(badChoice);
    setFormError(null);
    if (badEmail || badChoice) return;
    setPhase({ kind: 'sending' });
    const result = await subscribeToPage(apiOrigin, slug, {
      email: address,
      component_ids: all || components.length === 0 ? null : chosen,
    });
    if (result.ok) {
      setPhase({ kind: 'sent', email: address });
      return;
    }
    setPhase({ kind: 'editing' });
    const key = failureKey(result.failure);
    if (key === 'public.subscriptions.errors.invalidEmail') setEmailError(t(key));
    else setFormError(t(key));
  }

  if (phase.kind === 'sent') {
    return (
      <div>
        <h3 role="status">{t('public.subscriptions.done.title')}</h3>
        <p>{t('public.subscriptions.done.body', { email: phase.email })}</p>
        <p>{t('public.subscriptions.done.spamHint')}</p>
        <Actions>
          <SecondaryButton
            type="button"
            onClick={() => {
              setEmail('');
              setPhase({ kind: 'editing' });
            }}
          >
            {t('public.subscriptions.done.another')}
          </SecondaryButton>
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
    <form method="post" onSubmit={submit} noValidate aria-busy={sending}>
      <noscript>
        <Alert>
          {t('public.subscriptions.form.noScript')}{' '}
          <a href={`${apiOrigin}/status/${encodeURIComponent(slug)}/history.rss`}>RSS</a>
          {' · '}
          <a href={`${apiOrigin}/status/${encodeURIComponent(slug)}/history.atom`}>Atom</a>
        </Alert>
      </noscript>
      <Stack>
        <div>
          <Label htmlFor={emailId}>{t('public.subscriptions.form.emailLabel')}</Label>
          <TextInput
            id={emailId}
            name="email"
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
        <PrimaryButton type="submit" disabled={sending || !scripted}>
          {sending ? t('public.subscriptions.form.submitting') : t('public.subscriptions.form.submit')}
        </PrimaryButton>
      </Actions>
      <p>
        <small>{t('public.subscriptions.form.privacy')}</small>
      </p>
    </form>
  );
}
