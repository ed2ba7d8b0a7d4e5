import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { COMPONENT_STATUS_KEYS, labelOf } from '../labels';
import { statusTone, v } from '../theme';
import type { PublicComponent, PublicComponentEntry, PublicComponentGroup } from '../types';
import { Card, Dot, focusRing, ToneText } from './primitives';
import { UptimeBars } from './uptime-bars';
import { UptimeLegend } from './uptime-legend';

const List = styled(Card)`
  overflow: visible;
  & > * + * {
    border-top: 1px solid ${v.border};
  }
`;

const Row = styled.div`
  padding: 14px 16px;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 2px 0 0;
  color: ${v.muted};
  font-size: 14px;
`;

const StatusLabel = styled(ToneText)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 14px;
`;

const Group = styled.details`
  & > summary {
    list-style: none;
    cursor: pointer;
    padding: 14px 16px;
    border-radius: 8px;
    ${focusRing}
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::before {
    content: '';
    display: inline-block;
    width: 0;
    height: 0;
    margin-right: 10px;
    border-style: solid;
    border-width: 5px 0 5px 7px;
    border-color: transparent transparent transparent currentColor;
    vertical-align: middle;
  }
  &[open] > summary::before {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: no-preference) {
    & > summary::before {
      transition: transform 0.15s ease;
    }
  }
`;

const GroupName = styled.span`
  font-size: 16px;
  font-weight: 600;
`;

const Members = styled.div`
  border-top: 1px solid ${v.border};
  padding-left: 16px;
  & > * + * {
    border-top: 1px solid ${v.border};
  }
`;

const SummaryLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  width: calc(100% - 20px);
`;

const Count = styled.span`
  margin-left: 8px;
  color: ${v.muted};
  font-size: 14px;
  font-weight: 400;
`;

function Status({ status }: { status: string }) {
  const { t } = usePublicT();
  const tone = statusTone(status);
  return (
    <StatusLabel $tone={tone}>
      <Dot $tone={tone} aria-hidden="true" />
      {labelOf(t, COMPONENT_STATUS_KEYS, status)}
    </StatusLabel>
  );
}

function ComponentRow({ component }: { component: PublicComponent }) {
  return (
    <Row>
      <Line>
        <Name>{component.name}</Name>
        <Status status={component.status} />
      </Line>
      {component.description ? <Description>{component.description}</Description> : null}
      {component.uptime ? <UptimeBars name={component.name} uptime={component.uptime} /> : null}
    </Row>
  );
}

function GroupRow({ group }: { group: PublicComponentGroup }) {
  const { t } = usePublicT();
  return (
    <Group open={!group.collapsed}>
      <summary>
        <SummaryLine>
          <span>
            <GroupName>{group.name}</GroupName>
            <Count>{t('public.components.count', { count: group.components.length })}</Count>
          </span>
          <Status status={group.status} />
        </SummaryLine>
      </summary>
      <Members>
        {group.description ? (
          <Row>
            <Description>{group.description}</Description>
          </Row>
        ) : null}
        {group.components.map((component) => (
          <ComponentRow key={component.id} component={component} />
        ))}
      </Members>
    </Group>
  );
}

/** Components and groups in the page's order; groups open and close without JavaScript. */
export function ComponentList({ entries }: { entries: PublicComponentEntry[] }) {
  const { t } = usePublicT();
  if (entries.length === 0) return <Description>{t('public.components.empty')}</Description>;
  const anyUptime = entries.some((entry) =>
    entry.type === 'group' ? entry.components.some((c) => c.uptime) : entry.uptime,
  );
  return (
    <>
      <List>
        {entries.map((entry) =>
          entry.type === 'group' ? (
            <GroupRow key={entry.id} group={entry} />
          ) : (
            <ComponentRow key={entry.id} component={entry} />
          ),
        )}
      </List>
      {anyUptime ? <UptimeLegend /> : null}
    </>
  );
}
