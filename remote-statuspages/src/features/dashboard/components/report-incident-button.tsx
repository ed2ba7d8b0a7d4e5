import { type Api, Button, Dialog, paths } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    justify-content: flex-start;
  }
`;

/**
 * The screen-wide "Report incident" for an organisation with several pages: it asks which page first. With
 * one page there is none; the page's card has the button.
 */
export function ReportIncidentButton({ pages }: { pages: readonly Api.DashboardPage[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  if (pages.length < 2) return null;
  return (
    <>
      <Button onClick={() => setChoosing(true)}>{t('dashboard.reportIncident')}</Button>
      <Dialog
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t('dashboard.choosePageTitle')}
        description={t('dashboard.choosePageDescription')}
        footer={
          <Button variant="secondary" onClick={() => setChoosing(false)}>
            {t('dashboard.cancel')}
          </Button>
        }
      >
        <Choices>
          {pages.map((page) => (
            <li key={page.id}>
              <Button
                variant="secondary"
                aria-label={t('dashboard.reportIncidentOn', { page: page.name })}
                onClick={() => navigate(paths.addIncident(page.id))}
              >
                {page.name}
              </Button>
            </li>
          ))}
        </Choices>
      </Dialog>
    </>
  );
}
