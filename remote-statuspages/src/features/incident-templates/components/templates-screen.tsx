import {
  Button,
  ConfirmDialog,
  EmptyState,
  Notice,
  notify,
  Skeleton,
  Table,
  type TableColumn,
} from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useComponentGroups } from '../../../api/get-component-groups';
import { useComponents } from '../../../api/get-components';
import { usePage } from '../../../api/get-page';
import { ImpactBadge, StatusBadge } from '../../../components/incident-badges';
import { loadFailureText } from '../../../components/load-failure';
import { TabHeading, TabToolbar } from '../../../components/tab-toolbar';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { notifyFailure } from '../../../hooks/notify-failure';
import { usePermissions } from '../../../hooks/use-permissions';
import { type IncidentTemplate, useIncidentTemplates, useTemplateWrites } from '../api/templates';
import { TemplateDialog } from './template-dialog';

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The dialog open over the list: adding, or editing one template. */
type Editing = { template: IncidentTemplate | null } | null;

/** /statuspages/:id/templates: what "Report incident" can start from; editors add, edit and delete them. */
export function TemplatesScreen() {
  const { t } = useTranslation();
  const { id: pageId = '' } = useParams();
  const page = usePage(pageId);
  usePageDocumentTitle(t('pageTemplates.title'), page.data?.name);
  const editable = usePermissions().can('incidents.edit');
  const templates = useIncidentTemplates(pageId);
  const components = useComponents(pageId);
  const groups = useComponentGroups(pageId);
  const writes = useTemplateWrites(pageId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<IncidentTemplate | null>(null);
  const add = () => setEditing({ template: null });

  const remove = async () => {
    if (!removing) return;
    try {
      await writes.remove(removing.id);
    } catch (error) {
      notifyFailure(error, t, t('pageTemplates.remove.failed', { name: removing.name }));
      return;
    }
    notify({ title: t('pageTemplates.remove.done', { name: removing.name }) });
    setRemoving(null);
  };

  const columns: TableColumn<IncidentTemplate>[] = [
    { id: 'name', header: t('pageTemplates.table.name'), cell: (row) => row.name, rowHeader: true },
    { id: 'title', header: t('pageTemplates.table.title'), cell: (row) => row.title },
    {
      id: 'report',
      header: t('pageTemplates.table.report'),
      cell: (row) => (
        <Badges>
          {row.kind === 'maintenance' ? (
            <span>{t('pageTemplates.table.maintenance')}</span>
          ) : (
            <>
              <StatusBadge status={row.status} />
              <ImpactBadge impact={row.impact} />
            </>
          )}
        </Badges>
      ),
    },
    {
      id: 'components',
      header: t('pageTemplates.table.components'),
      cell: (row) => t('pageTemplates.table.componentCount', { count: row.components.length }),
    },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      header: t('pageTemplates.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <RowActions>
          <Button
            variant="ghost"
            aria-label={t('pageTemplates.edit.named', { name: row.name })}
            onClick={() => setEditing({ template: row })}
          >
            {t('pageTemplates.edit.action')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('pageTemplates.remove.named', { name: row.name })}
            onClick={() => setRemoving(row)}
          >
            {t('pageTemplates.remove.action')}
          </Button>
        </RowActions>
      ),
    });
  }

  const rows = templates.data;
  const error = templates.error ?? page.error;
  let body = <Skeleton lines={4} label={t('pageTemplates.loading')} />;
  if (error && !rows) {
    body = (
      <div role="alert">
        <Notice
          title={t('pageTemplates.loadErrorTitle')}
          description={loadFailureText(error, t)}
          action={
            <Button
              onClick={() => {
                void templates.mutate();
                void page.mutate();
              }}
            >
              {t('statuspages.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (rows && rows.length === 0) {
    body = (
      <EmptyState
        title={t('pageTemplates.emptyTitle')}
        description={t('pageTemplates.emptyDescription')}
        action={editable ? <Button onClick={add}>{t('pageTemplates.add.action')}</Button> : undefined}
        headingLevel={3}
      />
    );
  } else if (rows) {
    body = (
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        caption={t('pageTemplates.table.caption')}
        hideCaption
        stackOnNarrow
      />
    );
  }

  return (
    <section aria-labelledby="page-templates-heading">
      <TabToolbar>
        <div>
          <TabHeading id="page-templates-heading">{t('pageTemplates.title')}</TabHeading>
          <Lead>{t('pageTemplates.lead')}</Lead>
        </div>
        {editable && rows && rows.length > 0 ? (
          <Button onClick={add}>{t('pageTemplates.add.action')}</Button>
        ) : null}
      </TabToolbar>
      {body}
      {editable && page.data && components.data && groups.data ? (
        <TemplateDialog
          pageId={pageId}
          language={page.data.default_language}
          components={components.data}
          groups={groups.data}
          open={editing !== null}
          template={editing?.template ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editable ? (
        <ConfirmDialog
          open={removing !== null}
          onClose={() => setRemoving(null)}
          onConfirm={remove}
          title={t('pageTemplates.remove.title', { name: removing?.name ?? '' })}
          description={t('pageTemplates.remove.description')}
          confirmLabel={t('pageTemplates.remove.confirm')}
          destructive
        />
      ) : null}
    </section>
  );
}
