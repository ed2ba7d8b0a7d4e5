import { Button, paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** "Report incident" and "Schedule maintenance", for those who may write incidents. */
export function ReportActions({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Actions>
      <Button variant="secondary" onClick={() => navigate(`${paths.addIncident(pageId)}?kind=maintenance`)}>
        {t('pageIncidents.schedule')}
      </Button>
      <Button onClick={() => navigate(paths.addIncident(pageId))}>{t('pageIncidents.report')}</Button>
    </Actions>
  );
}
