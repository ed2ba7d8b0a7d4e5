import { Badge, componentStatusTone } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageComponent } from '../../../api/component-types';
import { STATUS_LABEL_KEYS } from '../../../lib/status-labels';

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  cursor: grabbing;
`;

const Grip = styled.span`
  width: 28px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.span`
  flex: 1;
  font-weight: 600;
`;

type Props = { component?: PageComponent; groupName?: string };

/**
 * What follows the pointer while a row or a group is dragged; its place in the list stays dimmed.
 * Hidden from assistive technology: the drag announcements say where it is.
 */
export function DragPreview({ component, groupName }: Props) {
  const { t } = useTranslation();
  return (
    <Card aria-hidden="true">
      <Grip>⠿</Grip>
      <Name>{component?.name ?? groupName}</Name>
      {component ? (
        <Badge tone={componentStatusTone(component.status)} dot>
          {t(STATUS_LABEL_KEYS[component.status])}
        </Badge>
      ) : null}
    </Card>
  );
}
