import { Button, ConfirmDialog, notify } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageComponent } from '../../../api/component-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useDeleteComponent } from '../api/delete-component';

type Props = { pageId: string; component: PageComponent; onDeleted(): void };

/** Delete with a confirmation; a soft delete, so the message says how to bring it back. */
export function DeleteComponentButton({ pageId, component, onDeleted }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deleteComponent = useDeleteComponent(pageId);
  const onConfirm = async () => {
    try {
      await deleteComponent(component.id);
    } catch (error) {
      notifyFailure(error, t, t('pageComponents.delete.failed', { name: component.name }));
      return;
    }
    setConfirming(false);
    notify({ title: t('pageComponents.delete.done', { name: component.name }) });
    onDeleted();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('pageComponents.delete.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
        title={t('pageComponents.delete.title', { name: component.name })}
        description={t('pageComponents.delete.description')}
        confirmLabel={t('pageComponents.delete.confirm')}
        destructive
      />
    </>
  );
}
