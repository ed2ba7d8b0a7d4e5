import {
  Button,
  ConfirmDialog,
  EmptyState,
  ExternalLink,
  Notice,
  notify,
  paths,
  resolveUrl,
  Skeleton,
  useDocumentTitle,
} from '@statusdeck/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { notifyFailure } from '../../../components/failure';
import { LoadError } from '../../../components/load-error';
import { Reason, Section } from '../../../components/section';
import type { ApiToken } from '../../access/types';
import { useAccess } from '../../access/use-access';
import { useAllowance } from '../../billing/api';
import { useRevokeToken, useTokens } from '../api';
import { CreateTokenDialog } from './create-token-dialog';
import { TokensTable } from './tokens-table';

function RevokeTokenDialog({ token, onClose }: { token: ApiToken | null; onClose(): void }) {
  const { t } = useTranslation();
  const revoke = useRevokeToken();
  const onConfirm = async () => {
    if (!token) return;
    try {
      await revoke(token.id);
    } catch (error) {
      notifyFailure(error, t);
      return;
    }
    notify({ title: t('settings.tokens.revoke.done', { name: token.name }) });
    onClose();
  };
  return (
    <ConfirmDialog
      open={token !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('settings.tokens.revoke.title', { name: token?.name ?? '' })}
      description={t('settings.tokens.revoke.description')}
      confirmLabel={t('settings.tokens.revoke.confirm')}
      destructive
    />
  );
}

/** The interactive API reference the server serves (on the API's origin in a split deployment). */
const API_DOCS_PATH = '/v1/docs';

/** /settings/tokens: API tokens for scripts and integrations, with the plan's count. */
export function TokensScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.tokens.documentTitle'));
  const access = useAccess();
  const canManage = access.can('tokens.manage');
  const tokens = useTokens(canManage);
  const allowance = useAllowance('api_tokens');
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const reasonId = useId();
  const limitReached = Boolean(allowance?.reached);

  const createButton = (
    <Button
      onClick={() => setCreating(true)}
      disabled={limitReached}
      aria-describedby={limitReached ? reasonId : undefined}
    >
      {t('settings.tokens.create.action')}
    </Button>
  );

  let body = <Skeleton lines={4} label={t('settings.tokens.loading')} />;
  if (access.error && !access.role) {
    body = <LoadError title={t('settings.tokens.loadError')} error={access.error} retry={access.retry} />;
  } else if (!access.isLoading && !canManage) {
    body = <Notice title={t('settings.tokens.noAccessTitle')} description={t('settings.tokens.noAccess')} />;
  } else if (tokens.error) {
    body = (
      <LoadError
        title={t('settings.tokens.loadError')}
        error={tokens.error}
        retry={() => void tokens.mutate()}
      />
    );
  } else if (tokens.data && tokens.data.length === 0) {
    body = (
      <EmptyState
        title={t('settings.tokens.emptyTitle')}
        description={t('settings.tokens.emptyDescription')}
        headingLevel={3}
        action={limitReached ? undefined : createButton}
      />
    );
  } else if (tokens.data) {
    body = <TokensTable tokens={tokens.data} onRevoke={setRevoking} />;
  }

  return (
    <Section
      title={t('settings.tokens.title')}
      description={
        <>
          {t('settings.tokens.description')}{' '}
          {allowance && canManage ? (
            <span data-testid="token-allowance">
              {t('settings.tokens.allowance', { used: allowance.used, limit: allowance.limit })}
            </span>
          ) : null}
          <DocsHint>
            {t('settings.tokens.docs.help')}{' '}
            <ExternalLink href={resolveUrl(API_DOCS_PATH)}>{t('settings.tokens.docs.link')}</ExternalLink>
          </DocsHint>
        </>
      }
      actions={canManage && tokens.data && tokens.data.length > 0 ? createButton : undefined}
    >
      {canManage && limitReached ? (
        <Reason id={reasonId}>
          {t('settings.tokens.limitReached')}{' '}
          <Link to={paths.settingsPlans()}>{t('settings.upgradeLink')}</Link>
        </Reason>
      ) : null}
      {body}
      {canManage ? (
        <CreateTokenDialog open={creating} onClose={() => setCreating(false)} actorRole={access.role} />
      ) : null}
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </Section>
  );
}

const DocsHint = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
`;
