import { Button } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../hooks/use-permissions';
import { usePublishPage } from '../hooks/use-publish-page';

type Props = { pageId: string; name: string; published: boolean };

/** "Publish" in a draft page's header, for those who may edit the page; gone once it is public. */
export function PublishPageButton({ pageId, name, published }: Props) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { publish, publishing } = usePublishPage(pageId, name);
  if (published || !can('pages.edit')) return null;
  return (
    <Button loading={publishing} onClick={() => void publish()}>
      {t('statuspages.publish.action')}
    </Button>
  );
}
