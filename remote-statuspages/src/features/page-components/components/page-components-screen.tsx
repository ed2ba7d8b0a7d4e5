import {
  Button,
  EmptyState,
  Notice,
  paths,
  Skeleton,
  Switch,
  useReleaseConsoleShell,
} from '@statusdeck/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useComponentGroups } from '../../../api/get-component-groups';
import { useComponents } from '../../../api/get-components';
import { usePage } from '../../../api/get-page';
import { loadFailureText } from '../../../components/load-failure';
import { TabHeading, TabToolbar } from '../../../components/tab-toolbar';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { buildSections } from '../hooks/board-order';
import { AddGroupDialog } from './add-group-dialog';
import { ComponentBoard } from './component-board';
import { ComponentCount } from './component-count';
import { DeletedComponents } from './deleted-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** /statuspages/:id (the page's first tab): its components in their groups, with their statuses. */
export function PageComponentsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: pageId = '' } = useParams();
  const { data: page } = usePage(pageId);
  usePageDocumentTitle(t('pageComponents.title'), page?.name);
  const editable = usePermissions().can('components.edit');
  const components = useComponents(pageId);
  const groups = useComponentGroups(pageId);
  const [showDeleted, setShowDeleted] = useState(false);
  const [addingGroup, setAddingGroup] = useState(false);
  const sections = useMemo(
    () => (components.data && groups.data ? buildSections(components.data, groups.data) : undefined),
    [components.data, groups.data],
  );
  const addComponent = () => navigate(paths.addComponent(pageId));
  const retry = () => {
    void components.mutate();
    void groups.mutate();
  };

  let body = <Skeleton lines={6} label={t('pageComponents.loading')} />;
  const loadError = components.error ?? groups.error;
  // Adding needs the board (a new group goes after the last one): not before it has loaded.
  const ready = Boolean(sections) && !loadError;
  // The server's copy of this screen (if the page came with one) stays until this one has its content.
  useReleaseConsoleShell(Boolean(sections) || Boolean(loadError));
  if (loadError) {
    body = (
      <div role="alert">
        <Notice
          title={t('pageComponents.loadErrorTitle')}
          description={loadFailureText(loadError, t)}
          action={<Button onClick={retry}>{t('pageComponents.retry')}</Button>}
        />
      </div>
    );
  } else if (sections && components.data && groups.data) {
    const live = components.data.filter((component) => component.deleted_at === null);
    body =
      live.length === 0 && groups.data.length === 0 ? (
        <EmptyState
          title={t('pageComponents.emptyTitle')}
          description={t('pageComponents.emptyDescription')}
          action={
            editable ? <Button onClick={addComponent}>{t('pageComponents.addFirst')}</Button> : undefined
          }
          headingLevel={3}
        />
      ) : (
        <Stack>
          <ComponentCount used={live.length} />
          <ComponentBoard pageId={pageId} sections={sections} components={live} editable={editable} />
        </Stack>
      );
  }

  return (
    <section aria-labelledby="page-components-heading">
      <TabToolbar>
        <TabHeading id="page-components-heading">{t('pageComponents.title')}</TabHeading>
        <Actions>
          <Switch label={t('pageComponents.showDeleted')} checked={showDeleted} onChange={setShowDeleted} />
          {editable ? (
            <>
              <Button variant="secondary" disabled={!ready} onClick={() => setAddingGroup(true)}>
                {t('pageComponents.addGroup')}
              </Button>
              <Button disabled={!ready} onClick={addComponent}>
                {t('pageComponents.add')}
              </Button>
            </>
          ) : null}
        </Actions>
      </TabToolbar>
      <Stack>
        {body}
        {showDeleted ? <DeletedComponents pageId={pageId} editable={editable} /> : null}
      </Stack>
      {editable ? (
        <AddGroupDialog pageId={pageId} open={addingGroup} onClose={() => setAddingGroup(false)} />
      ) : null}
    </section>
  );
}
