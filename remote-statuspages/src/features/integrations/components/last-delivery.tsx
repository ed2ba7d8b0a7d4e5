import { Badge } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LastDelivery as Delivery } from '../../../api/integration-types';
import { RelativeTime } from '../../../components/relative-time';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

// An error wraps between its words; only a word wider than the column is broken.
const ErrorText = styled.span`
  overflow-wrap: break-word;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** When the last message was posted and how the service answered: OK, its status code, or the error. */
export function LastDelivery({ delivery }: { delivery: Delivery | null }) {
  const { t } = useTranslation();
  if (!delivery) return <span>{t('pageIntegrations.lastDelivery.never')}</span>;
  const code = delivery.status_code;
  let result = <ErrorText>{delivery.error ?? t('statuspages.deliveries.noAnswer')}</ErrorText>;
  if (code !== null && code >= 200 && code < 300) {
    result = <Badge tone="success">{t('pageIntegrations.lastDelivery.ok')}</Badge>;
  } else if (code !== null) {
    result = <Badge tone="danger">{t('statuspages.deliveries.status', { code })}</Badge>;
  }
  return (
    <Stack>
      <RelativeTime iso={delivery.created_at} />
      {result}
    </Stack>
  );
}
