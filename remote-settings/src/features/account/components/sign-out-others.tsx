import { Button, ConfirmDialog, notify } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../components/failure';
import { signOutOthers } from '../api';

/** Ends the user's sessions on other devices and browsers, after asking. */
export function SignOutOthers() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const onConfirm = async () => {
    try {
      const { revoked } = await signOutOthers();
      notify({ title: t('settings.sessions.done', { count: revoked }) });
      setOpen(false);
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('settings.sessions.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
        title={t('settings.sessions.confirmTitle')}
        description={t('settings.sessions.confirmDescription')}
        confirmLabel={t('settings.sessions.confirm')}
        destructive
      />
    </>
  );
}
