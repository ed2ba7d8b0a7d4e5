import { Button, notify, saveFile } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../hooks/notify-failure';
import { exportSubscribers } from '../api/export-subscribers';

/** Downloads every subscriber of the page as CSV (all states, whatever the filters show). */
export function ExportSubscribersButton({ pageId, slug }: { pageId: string; slug: string | undefined }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const csv = await exportSubscribers(pageId);
      const day = new Date().toISOString().slice(0, 10);
      saveFile(`subscribers-${slug ?? pageId}-${day}.csv`, csv, 'text/csv;charset=utf-8');
      notify({ title: t('pageSubscribers.export.done') });
    } catch (error) {
      notifyFailure(error, t, t('pageSubscribers.export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void onExport()}>
      {t('pageSubscribers.export.action')}
    </Button>
  );
}
