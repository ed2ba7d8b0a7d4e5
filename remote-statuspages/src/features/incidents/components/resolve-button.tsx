import { Button, ConfirmDialog, notify } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../hooks/notify-failure';
import type { Incident } from '../api/types';
import { useUpdateIncident } from '../api/update-incident';
import { CLOSING_STATUS } from '../incident-labels';

/**
 * Resolve (or Complete, for maintenance) in one click and a confirmation: the server returns the
 * affected components to operational and subscribers hear that it is over.
 */
export function ResolveButton({ pageId, incident }: { pageId: string; incident: Incident }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateIncident(pageId, incident.id);
  const maintenance = incident.kind === 'maintenance';
  const onConfirm = async () => {
    try {
      await update({ status: CLOSING_STATUS[incident.kind], deliver_notifications: true });
    } catch (error) {
      notifyFailure(error, t, t('pageIncidents.resolve.failed'));
      return;
    }
    notify({
      title: maintenance ? t('pageIncidents.resolve.completed') : t('pageIncidents.resolve.resolved'),
    });
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {maintenance ? t('pageIncidents.resolve.completeAction') : t('pageIncidents.resolve.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
        title={
          maintenance
            ? t('pageIncidents.resolve.completeTitle', { name: incident.name })
            : t('pageIncidents.resolve.title', { name: incident.name })
        }
        description={t('pageIncidents.resolve.description')}
        confirmLabel={
          maintenance ? t('pageIncidents.resolve.completeAction') : t('pageIncidents.resolve.action')
        }
      />
    </>
  );
}
