import { Button, paths } from '@statusdeck/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePermissions } from '../../auth-permissions/use-permissions';
import { usePageAllowance } from '../../plans/hooks/use-page-allowance';

const PLAN_NAMES: Record<string, string> = {
  free: 'statuspages.plans.free',
  pro: 'statuspages.plans.pro',
  business: 'statuspages.plans.business',
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Allowance = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: end;
`;

/**
 * "Create status page" for those allowed to, with the plan's page allowance under it. At the limit
 * the button is disabled and says why, instead of letting the user hit the 402.
 */
export function CreatePageAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const explanationId = useId();
  const { can } = usePermissions();
  const allowance = usePageAllowance();
  if (!can('pages.create')) return null;
  const planKey = allowance ? PLAN_NAMES[allowance.plan] : undefined;
  const plan = planKey ? t(planKey) : (allowance?.plan ?? '');
  return (
    <Root>
      <Button
        disabled={allowance?.reached}
        aria-describedby={allowance ? explanationId : undefined}
        onClick={() => navigate(paths.addStatusPage())}
      >
        {t('statuspages.list.create')}
      </Button>
      {allowance ? (
        <Allowance id={explanationId} data-testid="page-allowance">
          {t('statuspages.list.allowance', { used: allowance.used, limit: allowance.limit, plan })}
          {allowance.reached ? (
            <>
              {' '}
              {t('statuspages.list.limitReached')}{' '}
              <Link to={paths.settingsPlans()}>{t('statuspages.list.upgrade')}</Link>
            </>
          ) : null}
        </Allowance>
      ) : null}
    </Root>
  );
}
