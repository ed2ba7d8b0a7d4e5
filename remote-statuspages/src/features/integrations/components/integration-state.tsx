import { Badge, Button } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Integration } from '../../../api/integration-types';
import { ExactTime } from '../../../components/clock';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Since = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Props = {
  integration: Integration;
  /** Given to editors: a disabled integration gets a Re-enable button. */
  onReenable?(integration: Integration): void;
  reenabling: boolean;
};

/** Active, or disabled since its retries ran out (with the exact time), with Re-enable for editors. */
export function IntegrationState({ integration, onReenable, reenabling }: Props) {
  const { t } = useTranslation();
  if (integration.state === 'active') {
    return (
      <Badge tone="success" dot>
        {t('pageIntegrations.state.active')}
      </Badge>
    );
  }
  const since = integration.disabled_at;
  return (
    <Stack>
      <Badge tone="danger" dot>
        {t('pageIntegrations.state.disabled')}
      </Badge>
      {since ? (
        <Since>
          {t('pageIntegrations.state.since')} <ExactTime iso={since} />
        </Since>
      ) : null}
      {onReenable ? (
        <Button
          variant="secondary"
          loading={reenabling}
          aria-label={t('pageIntegrations.reenable.named', { name: integration.name })}
          onClick={() => onReenable(integration)}
        >
          {t('pageIntegrations.reenable.action')}
        </Button>
      ) : null}
    </Stack>
  );
}
