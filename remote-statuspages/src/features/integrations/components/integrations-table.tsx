import { Button, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageComponent } from '../../../api/component-types';
import type { Integration } from '../../../api/integration-types';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/languages';
import { IntegrationState } from './integration-state';
import { LastDelivery } from './last-delivery';
import { ServiceIcon } from './service-icon';
import { SERVICES } from './services';

/** The row actions an editor gets; viewers get none of them but the delivery log. */
export type IntegrationActions = {
  onSendTest(integration: Integration): void;
  onEdit(integration: Integration): void;
  onRemove(integration: Integration): void;
  onReenable(integration: Integration): void;
  /** The integration being re-enabled, if any. */
  reenabling: string | null;
};

type Props = {
  integrations: readonly Integration[];
  /** The page's components, to name a filter's components (unknown while they load). */
  components: readonly PageComponent[] | undefined;
  onShowDeliveries(integration: Integration): void;
  /** Given to editors only. */
  actions?: IntegrationActions;
};

const Who = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 22ch;
`;

// Names wrap between words, never inside one, unless a single word is wider than the whole line.
const Name = styled.span`
  display: block;
  overflow-wrap: break-word;
  word-break: normal;
`;

const Service = styled.span`
  display: block;
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The masked URL has no spaces; it may wrap anywhere rather than widen the table.
const UrlHint = styled.span`
  display: block;
  font-weight: normal;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Names = styled.span`
  display: block;
  min-width: 10ch;
  overflow-wrap: break-word;
  word-break: normal;
`;

// "Page default" and a language's name stay on one line.
const Language = styled.span`
  white-space: nowrap;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

function Identity({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  return (
    <Who>
      <ServiceIcon kind={integration.kind} />
      <div>
        <Name>{integration.name}</Name>
        <Service>{t(SERVICES[integration.kind].labelKey)}</Service>
        <UrlHint title={integration.url_hint}>{integration.url_hint}</UrlHint>
      </div>
    </Who>
  );
}

/** "All components", or the names of the chosen ones in the page's order (ids of removed ones skipped). */
function componentNames(integration: Integration, components: readonly PageComponent[] | undefined) {
  if (integration.component_ids.length === 0) return null;
  const chosen = new Set(integration.component_ids);
  return (components ?? []).filter((component) => chosen.has(component.id)).map((c) => c.name);
}

/** Service, label and URL hint, components, language, state and last delivery of each; row actions. */
export function IntegrationsTable({ integrations, components, onShowDeliveries, actions }: Props) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const columns: TableColumn<Integration>[] = [
    {
      id: 'integration',
      header: t('pageIntegrations.table.integration'),
      cell: (row) => <Identity integration={row} />,
      rowHeader: true,
    },
    {
      id: 'components',
      header: t('pageIntegrations.table.components'),
      cell: (row) => {
        const names = componentNames(row, components);
        return (
          <Names>{names === null ? t('pageIntegrations.table.allComponents') : list.format(names)}</Names>
        );
      },
    },
    {
      id: 'language',
      header: t('pageIntegrations.table.language'),
      cell: (row) => (
        <Language>
          {row.language ? t(LANGUAGE_LABEL_KEYS[row.language]) : t('pageIntegrations.table.pageDefault')}
        </Language>
      ),
    },
    {
      id: 'state',
      header: t('pageIntegrations.table.state'),
      cell: (row) => (
        <IntegrationState
          integration={row}
          onReenable={actions?.onReenable}
          reenabling={actions?.reenabling === row.id}
        />
      ),
    },
    {
      id: 'lastDelivery',
      header: t('pageIntegrations.table.lastDelivery'),
      cell: (row) => <LastDelivery delivery={row.last_delivery} />,
    },
    {
      id: 'actions',
      header: t('pageIntegrations.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <RowActions>
          {actions ? (
            <Button
              variant="ghost"
              aria-label={t('pageIntegrations.test.named', { name: row.name })}
              onClick={() => actions.onSendTest(row)}
            >
              {t('pageIntegrations.test.action')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            aria-label={t('pageIntegrations.deliveries.named', { name: row.name })}
            onClick={() => onShowDeliveries(row)}
          >
            {t('pageIntegrations.deliveries.action')}
          </Button>
          {actions ? (
            <>
              <Button
                variant="ghost"
                aria-label={t('pageIntegrations.edit.named', { name: row.name })}
                onClick={() => actions.onEdit(row)}
              >
                {t('pageIntegrations.edit.action')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('pageIntegrations.remove.named', { name: row.name })}
                onClick={() => actions.onRemove(row)}
              >
                {t('pageIntegrations.remove.action')}
              </Button>
            </>
          ) : null}
        </RowActions>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={integrations}
      rowKey={(row) => row.id}
      caption={t('pageIntegrations.table.caption')}
      hideCaption
      stackOnNarrow
    />
  );
}
