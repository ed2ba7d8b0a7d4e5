import { Button, ConfirmDialog, notify, paths } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useDeleteIncident } from '../api/delete-incident';
import type { Incident } from '../api/types';

/** Delete, confirmed by typing the incident's name; then back to the page's incidents. */
export function DeleteIncidentButton({ pageId, incident }: { pageId: string; incident: Incident }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteIncident(pageId);
  const onConfirm = async () => {
    try {
      await remove(incident.id);
    } catch (error) {
      notifyFailure(error, t, t('pageIncidents.delete.failed'));
      return;
    }
    notify({ title: t('pageIncidents.delete.done', { name: incident.name }) });
    navigate(paths.statusPageIncidents(pageId));
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('pageIncidents.delete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
        title={t('pageIncidents.delete.title', { name: incident.name })}
        description={t('pageIncidents.delete.description')}
        confirmLabel={t('pageIncidents.delete.confirm')}
        confirmationText={incident.name}
        destructive
      />
    </>
  );
}
