import { CheckboxField } from '@statusdeck/shared/forms';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNotifiedCount } from '../api/get-notified-count';

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0 24px`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Notify subscribers", with how many confirmed subscribers that mails (or that it mails nobody). */
export function NotifyField({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const count = useNotifiedCount(pageId);
  const { values } = useFormikContext<{ deliver_notifications: boolean }>();
  let hint: string | null = null;
  if (count === 0) hint = t('pageIncidents.form.nobodyToNotify');
  else if (count !== undefined && values.deliver_notifications)
    hint = t('pageIncidents.form.willBeMailed', { count });
  else if (count !== undefined) hint = t('pageIncidents.form.notMailed', { count });
  return (
    <div>
      <CheckboxField name="deliver_notifications" label={t('pageIncidents.form.notify')} />
      <Hint aria-live="polite">{hint}</Hint>
    </div>
  );
}
