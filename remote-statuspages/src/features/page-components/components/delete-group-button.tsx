import { Button, ConfirmDialog, notify } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentGroup } from '../../../api/component-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useDeleteComponentGroup } from '../api/delete-component-group';

type Props = { pageId: string; group: ComponentGroup; onDeleted(): void };

/** Deletes the group only: the confirmation says its components stay, ungrouped. */
export function DeleteGroupButton({ pageId, group, onDeleted }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deleteGroup = useDeleteComponentGroup(pageId);
  const onConfirm = async () => {
    try {
      await deleteGroup(group.id);
    } catch (error) {
      notifyFailure(error, t, t('pageComponents.deleteGroup.failed', { name: group.name }));
      return;
    }
    setConfirming(false);
    notify({ title: t('pageComponents.deleteGroup.done', { name: group.name }) });
    onDeleted();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('pageComponents.deleteGroup.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
        title={t('pageComponents.deleteGroup.title', { name: group.name })}
        description={t('pageComponents.deleteGroup.description', { count: group.components.length })}
        confirmLabel={t('pageComponents.deleteGroup.confirm')}
        destructive
      />
    </>
  );
}
