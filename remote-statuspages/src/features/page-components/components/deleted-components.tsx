import { Badge, Button, componentStatusTone, notify, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useComponents } from '../../../api/get-components';
import { useClock } from '../../../components/clock';
import { notifyFailure } from '../../../hooks/notify-failure';
import { STATUS_LABEL_KEYS } from '../../../lib/status-labels';
import { useRestoreComponent } from '../api/restore-component';
import { Section, SectionHeader, SectionTitle } from './group-section';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Name = styled.span`
  flex: 1;
`;

const Muted = styled.p`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page's soft-deleted components, each restorable (back at the end of its group). */
export function DeletedComponents({ pageId, editable }: { pageId: string; editable: boolean }) {
  const { t } = useTranslation();
  const clock = useClock();
  const { data, error, mutate } = useComponents(pageId, { showDeleted: true });
  const restore = useRestoreComponent(pageId);
  const [restoring, setRestoring] = useState<string | null>(null);
  const deleted = data?.filter((component) => component.deleted_at !== null) ?? [];

  const onRestore = async (id: string, name: string) => {
    setRestoring(id);
    try {
      await restore(id);
      notify({ title: t('pageComponents.deleted.restored', { name }) });
    } catch (failure) {
      notifyFailure(failure, t, t('pageComponents.deleted.restoreFailed', { name }));
    } finally {
      setRestoring(null);
    }
  };

  let body = <Skeleton lines={2} label={t('pageComponents.deleted.loading')} />;
  if (error) {
    body = (
      <Muted role="alert">
        {t('pageComponents.deleted.loadError')}{' '}
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('pageComponents.retry')}
        </Button>
      </Muted>
    );
  } else if (data && deleted.length === 0) {
    body = <Muted>{t('pageComponents.deleted.empty')}</Muted>;
  } else if (data) {
    body = (
      <List>
        {deleted.map((component) => (
          <Row key={component.id}>
            <Name>
              {component.name}{' '}
              <small>
                {t('pageComponents.deleted.deletedOn', {
                  date: clock.date(component.deleted_at ?? ''),
                })}
              </small>
            </Name>
            <Badge tone={componentStatusTone(component.status)} dot>
              {t(STATUS_LABEL_KEYS[component.status])}
            </Badge>
            {editable ? (
              <Button
                variant="secondary"
                loading={restoring === component.id}
                aria-label={t('pageComponents.deleted.restoreNamed', { name: component.name })}
                onClick={() => void onRestore(component.id, component.name)}
              >
                {t('pageComponents.deleted.restore')}
              </Button>
            ) : null}
          </Row>
        ))}
      </List>
    );
  }

  return (
    <Section aria-label={t('pageComponents.deleted.title')}>
      <SectionHeader>
        <SectionTitle>{t('pageComponents.deleted.title')}</SectionTitle>
      </SectionHeader>
      {body}
    </Section>
  );
}
