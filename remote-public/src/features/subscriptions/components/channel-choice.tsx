import { usePublicT } from '../../public-page/i18n';
import { ChoiceRow, Fieldset, Hint } from './ui';

export type Channel = 'email' | 'webhook';

/**
 * "E-mail" or "Webhook" as native radio buttons sharing a name (arrow keys move the choice). The form
 * posted without JavaScript subscribes an e-mail only, so this choice is rendered once the script runs.
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
        <input type="radio" name="channel" checked={channel === 'email'} onChange={() => onChange('email')} />
        <span>{t('public.subscriptions.form.channelEmail')}</span>
      </ChoiceRow>
      <ChoiceRow>
        <input
          type="radio"
          name="channel"
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
