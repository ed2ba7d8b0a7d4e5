import styled from 'styled-components';
import type { IntegrationKind } from '../../../api/integration-types';
import { SERVICES } from './services';

const Tile = styled.span<{ $color: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1;
`;

const INITIALS: Record<IntegrationKind, string> = { slack: 'S', teams: 'T', discord: 'D' };

/** The service's initial on its brand colour; decorative (its name is always written beside it). */
export function ServiceIcon({ kind }: { kind: IntegrationKind }) {
  return (
    <Tile $color={SERVICES[kind].color} aria-hidden="true">
      {INITIALS[kind]}
    </Tile>
  );
}
