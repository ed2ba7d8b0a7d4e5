import { Button, paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PageAllowance } from '../../../hooks/use-page-allowance';
import { usePermissions } from '../../../hooks/use-permissions';

type Props = {
  allowance: PageAllowance | undefined;
  /** The id of the allowance note under the title, which says why the button is disabled. */
  describedBy?: string;
};

/**
 * "Create status page" for those allowed to. At the plan's limit it is disabled, and the allowance
 * note (PageAllowanceNote, under the header's title) says why, instead of letting the user hit the 402.
 */
export function CreatePageAction({ allowance, describedBy }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = usePermissions();
  if (!can('pages.create')) return null;
  return (
    <Button
      disabled={allowance?.reached}
      aria-describedby={allowance ? describedBy : undefined}
      onClick={() => navigate(paths.addStatusPage())}
    >
      {t('statuspages.list.create')}
    </Button>
  );
}
