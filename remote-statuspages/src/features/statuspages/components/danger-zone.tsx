import { type Api, Button, ConfirmDialog, notify, notifyApiError, paths } from '@statusdeck/shared';
import { defaultFailureMessage } from '@statusdeck/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDeletePage } from '../api/delete-page';

const Zone = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Text = styled.p`
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Deleting the page, behind typing its name: it takes components, incidents and subscribers with it. */
export function DangerZone({ page }: { page: Api.Page }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletePage = useDeletePage();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await deletePage(page.id);
      notify({ title: t('statuspages.danger.deleted', { name: page.name }) });
      navigate(paths.statusPages());
    } catch (error) {
      if (notifyApiError(error)) return;
      notify({
        variant: 'destructive',
        title: t('common.error'),
        description: defaultFailureMessage(error, t),
      });
    }
  };

  return (
    <Zone aria-labelledby="page-danger-zone-title">
      <div>
        <Title id="page-danger-zone-title">{t('statuspages.danger.title')}</Title>
        <Text>{t('statuspages.danger.description')}</Text>
      </div>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('statuspages.danger.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        title={t('statuspages.danger.confirmTitle', { name: page.name })}
        description={t('statuspages.danger.confirmDescription')}
        confirmLabel={t('statuspages.danger.delete')}
        confirmationText={page.name}
        destructive
      />
    </Zone>
  );
}
