import { Card, Spinner } from '@statusdeck/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Label = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
`;

const CardLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover > div,
  &:focus-visible > div {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

type CountCardProps = {
  label: string;
  /** undefined while the number is still loading. */
  value: number | undefined;
  loadingLabel: string;
  /** Makes the whole card a link (a real anchor, so Tab and Enter work). */
  to?: string;
  testId: string;
};

export function CountCard({ label, value, loadingLabel, to, testId }: CountCardProps) {
  const body: ReactNode = (
    <Card>
      <Label>{label}</Label>
      <Value data-testid={`${testId}-value`}>
        {value === undefined ? <Spinner label={loadingLabel} /> : value}
      </Value>
    </Card>
  );
  if (!to) return <div data-testid={testId}>{body}</div>;
  return (
    <CardLink to={to} data-testid={testId}>
      {body}
    </CardLink>
  );
}
