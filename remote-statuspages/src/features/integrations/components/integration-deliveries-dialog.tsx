import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Integration } from '../../../api/integration-types';
import { DeliveriesDialog } from '../../../components/deliveries-dialog';
import { DisabledNote } from '../../../components/disabled-note';
import { integrationDeliveriesPath } from '../api/get-deliveries';
import { useSendTestMessage } from '../hooks/use-send-test-message';
import { ServiceIcon } from './service-icon';

const Subject = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const UrlHint = styled.code`
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Props = {
  pageId: string;
  /** The integration whose log is shown (open while there is one). */
  integration: Integration | null;
  /** Editors may send a test message from the log; viewers only read it. */
  editable: boolean;
  /** Told of every test message the log's button queued. */
  onTestQueued?(integration: Integration): void;
  onClose(): void;
};

/**
 * An integration's deliveries, the same log a webhook subscriber has, with "Send test message" for editors
 * and, when it is disabled, the same note a disabled webhook's log has, with since when.
 */
export function IntegrationDeliveriesDialog({ pageId, integration, editable, onTestQueued, onClose }: Props) {
  const { t } = useTranslation();
  const sendTest = useSendTestMessage(pageId, onTestQueued);
  return (
    <DeliveriesDialog
      logPath={integration ? integrationDeliveriesPath(pageId, integration.id) : null}
      title={t('pageIntegrations.deliveries.title', { name: integration?.name ?? '' })}
      subject={
        integration ? (
          <>
            <Subject>
              <ServiceIcon kind={integration.kind} />
              <UrlHint>{integration.url_hint}</UrlHint>
            </Subject>
            {integration.state === 'disabled' ? (
              <DisabledNote
                label={t('pageIntegrations.deliveries.disabledNote')}
                since={integration.disabled_at}
              />
            ) : null}
          </>
        ) : null
      }
      test={
        editable && integration
          ? { label: t('pageIntegrations.test.action'), send: () => sendTest(integration) }
          : undefined
      }
      onClose={onClose}
    />
  );
}
