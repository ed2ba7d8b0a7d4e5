import { Button, Notice, useReleaseConsoleShell } from '@statusdeck/shared';
import { ReleaseSignInShell } from '@statusdeck/shared/release-sign-in-shell';
import { useTranslation } from 'react-i18next';

/** Shown in place of a section whose remote cannot be reached; the rest of the shell keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  // A server copy of the screen (the dashboard's) would otherwise stand in for the panel.
  useReleaseConsoleShell(true);
  return (
    <div role="alert" data-testid="remote-unavailable">
      <ReleaseSignInShell />
      <Notice
        title={t('remote.unavailableTitle')}
        description={t('remote.unavailableDescription')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      />
    </div>
  );
}
