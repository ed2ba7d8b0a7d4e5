import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Tooltip } from '../../../components/tooltip';

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.25rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  text-decoration: none;
  overflow: hidden;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &.active {
    background: ${({ theme }) => theme.colors.surfacePressed};
    font-weight: 600;
  }

  svg {
    flex-shrink: 0;
  }
`;

/** In icon mode the text stays for screen readers but is clipped from view. */
const Label = styled.span<{ $iconOnly: boolean }>`
  white-space: nowrap;
  ${({ $iconOnly }) =>
    $iconOnly &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
`;

type NavItemProps = {
  to: string;
  end?: boolean;
  icon: ReactNode;
  label: string;
  iconOnly: boolean;
  onNavigate?: () => void;
};

export function NavItem({ to, end, icon, label, iconOnly, onNavigate }: NavItemProps) {
  return (
    <li>
      <Tooltip label={label} enabled={iconOnly}>
        {(describedBy) => (
          <Link to={to} end={end} aria-describedby={describedBy} onClick={onNavigate}>
            {icon}
            <Label $iconOnly={iconOnly}>{label}</Label>
          </Link>
        )}
      </Tooltip>
    </li>
  );
}
