import { paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageAllowance } from '../../../hooks/use-page-allowance';

const PLAN_NAMES: Record<string, string> = {
  free: 'statuspages.plans.free',
  pro: 'statuspages.plans.pro',
  business: 'statuspages.plans.business',
};

// A span shown as a block: it sits inside the page header's description paragraph.
const Note = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Props = { allowance: PageAllowance; id?: string };

/** "Pages: 1 of 1 on Free", and at the limit why nothing more can be created, with the way to plans. */
export function PageAllowanceNote({ allowance, id }: Props) {
  const { t } = useTranslation();
  const planKey = PLAN_NAMES[allowance.plan];
  const plan = planKey ? t(planKey) : allowance.plan;
  return (
    <Note id={id} data-testid="page-allowance">
      {t('statuspages.list.allowance', { used: allowance.used, limit: allowance.limit, plan })}
      {allowance.reached ? (
        <>
          {' '}
          {t('statuspages.list.limitReached')}{' '}
          <Link to={paths.settingsPlans()}>{t('statuspages.list.upgrade')}</Link>
        </>
      ) : null}
    </Note>
  );
}
