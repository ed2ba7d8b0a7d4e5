import { notify } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../hooks/notify-failure';
import { updatePage, useSavePage } from '../api/update-page';

/** Makes a draft page public (PATCH published=true), saying so in one toast either way. */
export function usePublishPage(pageId: string, name: string) {
  const { t } = useTranslation();
  const save = useSavePage();
  const [publishing, setPublishing] = useState(false);
  const publish = async () => {
    setPublishing(true);
    try {
      await save(updatePage(pageId, { published: true }));
      notify({ title: t('statuspages.publish.done', { name }) });
    } catch (error) {
      notifyFailure(error, t, t('statuspages.publish.failed'));
    } finally {
      setPublishing(false);
    }
  };
  return { publish, publishing };
}
