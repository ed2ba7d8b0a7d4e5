import { SUBSCRIBE_FORM_FIELDS } from '@statusdeck/shared/public-site/paths';
import { usePublicT } from '../../public-page/i18n';
import { ChoiceRow, Fieldset, Hint } from './ui';

export type Channel = 'email' | 'webhook';

/**
 * "E-mail" or "Webhook" as native radio buttons sharing a name (arrow keys move the choice). They are
 * named fields, so a browser without JavaScript posts the choice with the form.
 */
export function ChannelChoice({
  channel,
  onChange,
  disabled,
}: {
  channel: Channel;
  onChange(channel: Channel): void;
  disabled: boolean;
}) {
  const { t } = usePublicT();
  return (
    <Fieldset disabled={disabled}>
      <legend>{t('public.subscriptions.form.channelLegend')}</legend>
      <ChoiceRow>
        <input
          type="radio"
          name={SUBSCRIBE_FORM_FIELDS.channel}
          value="email"
          checked={channel === 'email'}
          onChange={() => onChange('email')}
        />
        <span>{t('public.subscriptions.form.channelEmail')}</span>
      </ChoiceRow>
      <ChoiceRow>
        <input
          type="radio"
          name={SUBSCRIBE_FORM_FIELDS.channel}
          value="webhook"
          checked={channel === 'webhook'}
          onChange={() => onChange('webhook')}
        />
        <span>
          {t('public.subscriptions.form.channelWebhook')}
          <Hint>{t('public.subscriptions.form.channelWebhookHint')}</Hint>
        </span>
      </ChoiceRow>
    </Fieldset>
  );
}
