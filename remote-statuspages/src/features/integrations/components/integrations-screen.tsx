import { Button, EmptyState, Notice, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useComponents } from '../../../api/get-components';
import { usePage } from '../../../api/get-page';
import type { Integration } from '../../../api/integration-types';
import { loadFailureText } from '../../../components/load-failure';
import { TabHeading, TabToolbar } from '../../../components/tab-toolbar';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { useIntegrationList } from '../hooks/use-integration-list';
import { useReenableIntegration } from '../hooks/use-reenable-integration';
import { useSendTestMessage } from '../hooks/use-send-test-message';
import { IntegrationDeliveriesDialog } from './integration-deliveries-dialog';
import { IntegrationDialog } from './integration-dialog';
import { IntegrationsTable } from './integrations-table';
import { RemoveIntegrationDialog } from './remove-integration-dialog';

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Count = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The dialog open over the list: adding, or editing one integration. */
type Editing = { integration: Integration | null } | null;

/** /statuspages/:id/integrations: the chats (Slack, Microsoft Teams, Discord) the page's updates are posted to. */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  const { id: pageId = '' } = useParams();
  const { data: page } = usePage(pageId);
  usePageDocumentTitle(t('pageIntegrations.title'), page?.name);
  const editable = usePermissions().can('subscribers.edit');
  const { data, error, mutate, awaitMessage } = useIntegrationList(pageId);
  const { data: components } = useComponents(pageId);
  const sendTest = useSendTestMessage(pageId, awaitMessage);
  const { reenable, pending } = useReenableIntegration(pageId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [logOf, setLogOf] = useState<Integration | null>(null);
  const add = () => setEditing({ integration: null });

  const rows = data?.integrations;
  let body = <Skeleton lines={4} label={t('pageIntegrations.loading')} />;
  if (error && !rows) {
    body = (
      <div role="alert">
        <Notice
          title={t('pageIntegrations.loadErrorTitle')}
          description={loadFailureText(error, t)}
          action={<Button onClick={() => void mutate()}>{t('statuspages.retry')}</Button>}
        />
      </div>
    );
  } else if (rows && rows.length === 0) {
    body = (
      <EmptyState
        title={t('pageIntegrations.emptyTitle')}
        description={t('pageIntegrations.emptyDescription')}
        action={editable ? <Button onClick={add}>{t('pageIntegrations.add.action')}</Button> : undefined}
        headingLevel={3}
      />
    );
  } else if (rows) {
    body = (
      <>
        <IntegrationsTable
          integrations={rows}
          components={components}
          onShowDeliveries={setLogOf}
          actions={
            editable
              ? {
                  onSendTest: (integration) => void sendTest(integration),
                  onEdit: (integration) => setEditing({ integration }),
                  onRemove: setRemoving,
                  onReenable: (integration) => void reenable(integration),
                  reenabling: pending,
                }
              : undefined
          }
        />
        <Count role="status">{t('pageIntegrations.count', { count: rows.length })}</Count>
      </>
    );
  }

  return (
    <section aria-labelledby="page-integrations-heading">
      <TabToolbar>
        <div>
          <TabHeading id="page-integrations-heading">{t('pageIntegrations.title')}</TabHeading>
          <Lead>{t('pageIntegrations.lead')}</Lead>
        </div>
        {editable && rows && rows.length > 0 ? (
          <Button onClick={add}>{t('pageIntegrations.add.action')}</Button>
        ) : null}
      </TabToolbar>
      {body}
      {editable ? (
        <IntegrationDialog
          pageId={pageId}
          open={editing !== null}
          integration={editing?.integration ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editable ? (
        <RemoveIntegrationDialog pageId={pageId} integration={removing} onClose={() => setRemoving(null)} />
      ) : null}
      <IntegrationDeliveriesDialog
        pageId={pageId}
        // The row as the list shows it now: it may have been posted to or disabled since the log was opened.
        integration={logOf ? (rows?.find((row) => row.id === logOf.id) ?? logOf) : null}
        editable={editable}
        onTestQueued={awaitMessage}
        onClose={() => setLogOf(null)}
      />
    </section>
  );
}
