import { Badge, type BadgeTone, Button, Card, notify, Table, type TableColumn } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { pageKey } from '../../../api/get-page';
import type { Page, PageDomain } from '../../../api/page-access-types';
import { useClock } from '../../../components/clock';
import { CopyValue } from '../../../components/copy-value';
import { RelativeTime } from '../../../components/relative-time';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useSavePage } from '../api/update-page';
import { verifyDomain } from '../api/verify-domain';
import { FAILING_GRACE_MS, REFUSAL_KEYS, type VerifyRefusal, verifyRefusal } from '../domain-errors';

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Subheading = styled.h3`
  margin-top: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Records = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Reason = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

type DnsRecord = { type: 'TXT' | 'CNAME'; name: string; value: string };

/** The records to create: the TXT proof, and the CNAME when the operator names a target. */
function recordsOf(domain: PageDomain): DnsRecord[] {
  const records: DnsRecord[] = [{ type: 'TXT', name: domain.txt_name, value: domain.txt_value }];
  if (domain.cname_target) records.push({ type: 'CNAME', name: domain.name, value: domain.cname_target });
  return records;
}

function DomainState({ domain }: { domain: PageDomain }) {
  const { t } = useTranslation();
  const clock = useClock();
  let tone: BadgeTone = 'warning';
  let label = t('statuspages.domain.state.pending');
  if (domain.error === 'taken_over') {
    tone = 'danger';
    label = t('statuspages.domain.state.takenOver');
  } else if (domain.status === 'verified' && domain.failing_since) {
    tone = 'danger';
    label = t('statuspages.domain.state.failing', { time: clock.dateTime(domain.failing_since) });
  } else if (domain.status === 'verified') {
    tone = 'success';
    label = t('statuspages.domain.state.verified');
  }
  return <Badge tone={tone}>{label}</Badge>;
}

/** What the state means for visitors: not answering yet, answering, or answering until a deadline. */
function StateHelp({ domain }: { domain: PageDomain }) {
  const { t } = useTranslation();
  const clock = useClock();
  if (domain.status === 'verified' && domain.failing_since) {
    const deadline = new Date(Date.parse(domain.failing_since) + FAILING_GRACE_MS).toISOString();
    return (
      <Text>
        {t('statuspages.domain.failingHelp', {
          since: clock.dateTime(domain.failing_since),
          domain: domain.name,
          deadline: clock.dateTime(deadline),
        })}
      </Text>
    );
  }
  if (domain.status === 'verified')
    return <Text>{t('statuspages.domain.verifiedHelp', { domain: domain.name })}</Text>;
  return <Text>{t('statuspages.domain.pendingHelp', { domain: domain.name })}</Text>;
}

function RecordsTable({ domain }: { domain: PageDomain }) {
  const { t } = useTranslation();
  const columns: TableColumn<DnsRecord>[] = [
    { id: 'type', header: t('statuspages.domain.type'), cell: (row) => row.type, rowHeader: true },
    {
      id: 'name',
      header: t('statuspages.domain.name'),
      cell: (row) => (
        <CopyValue value={row.name} label={t('statuspages.domain.copyName', { type: row.type })} />
      ),
    },
    {
      id: 'value',
      header: t('statuspages.domain.value'),
      cell: (row) => (
        <CopyValue value={row.value} label={t('statuspages.domain.copyValue', { type: row.type })} />
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={recordsOf(domain)}
      rowKey={(row) => row.type}
      caption={t('statuspages.domain.recordsCaption', { domain: domain.name })}
      hideCaption
      stackOnNarrow
    />
  );
}

type Props = {
  page: Page;
  /** pages.edit: may ask for a look-up now. */
  canVerify: boolean;
};

/**
 * The page's custom domain (shown once one is set): its state, the DNS records that prove and route it
 * (each copyable), when it was last looked up, why the last look-up failed and what to do, and
 * "Verify now". The domain itself is changed or removed in the parameters form above.
 */
export function DomainPanel({ page, canVerify }: Props) {
  const { t } = useTranslation();
  const domain = page.domain;
  const save = useSavePage();
  const { mutate } = useSWRConfig();
  const [verifying, setVerifying] = useState(false);
  /** The reason the last "Verify now" gave, for the domain it was asked about. */
  const [refusal, setRefusal] = useState<{ name: string; code: VerifyRefusal } | null>(null);
  if (!domain) return null;
  const verify = async () => {
    setVerifying(true);
    setRefusal(null);
    try {
      await save(verifyDomain(page.id));
      notify({ title: t('statuspages.domain.verify.done', { domain: domain.name }) });
    } catch (error) {
      const code = verifyRefusal(error);
      if (code) {
        setRefusal({ name: domain.name, code });
        // The look-up happened: its time (and the claim's error) changed on the server.
        await mutate(pageKey(page.id));
      } else notifyFailure(error, t, t('statuspages.domain.verify.failedTitle', { domain: domain.name }));
    } finally {
      setVerifying(false);
    }
  };
  const asked = refusal?.name === domain.name ? refusal.code : null;
  const reason = asked ?? domain.error;
  return (
    <Card>
      <section aria-labelledby="custom-domain-heading">
        <Heading id="custom-domain-heading">
          {t('statuspages.domain.title')}: <Name>{domain.name}</Name> <DomainState domain={domain} />
        </Heading>
        <StateHelp domain={domain} />
        <Subheading>{t('statuspages.domain.recordsTitle')}</Subheading>
        <Text>
          {domain.cname_target
            ? t('statuspages.domain.recordsLead')
            : t('statuspages.domain.recordsLeadNoTarget')}
        </Text>
        <Records>
          <RecordsTable domain={domain} />
        </Records>
        <Actions>
          {canVerify ? (
            <Button onClick={() => void verify()} loading={verifying}>
              {verifying ? t('statuspages.domain.verify.pending') : t('statuspages.domain.verify.action')}
            </Button>
          ) : null}
          <Text data-testid="domain-checked">
            {t('statuspages.domain.lastChecked')}:{' '}
            {domain.checked_at ? (
              <RelativeTime iso={domain.checked_at} />
            ) : (
              t('statuspages.domain.neverChecked')
            )}
          </Text>
        </Actions>
        {reason ? (
          <Reason role={asked ? 'alert' : undefined} data-testid="domain-reason">
            {asked ? <p>{t('statuspages.domain.verify.failedTitle', { domain: domain.name })}</p> : null}
            <p>{t(REFUSAL_KEYS[reason], { txtName: domain.txt_name })}</p>
          </Reason>
        ) : null}
      </section>
    </Card>
  );
}
