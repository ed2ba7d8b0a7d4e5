import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space.xs};
  }
  & a {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const BackLink = styled(Link)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

// Title (with its description and notes) and actions share a line while they fit; otherwise the
// actions wrap below as a whole, at the start of their line, never floating mid-line.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.div`
  flex: 1 1 20rem;
  min-width: 0;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 600;
  line-height: 1.25;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export type Breadcrumb = { label: string; to?: string };

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end of the title row ("Add component"). */
  actions?: ReactNode;
  /** A "← Status pages" link above the title. */
  back?: { to: string; label: string };
  /** A trail above the title; the last crumb is the current page (no `to`). */
  breadcrumbs?: Breadcrumb[];
};

/** The top of every console screen: where you are, what it is, what you can do here. */
export function PageHeader({ title, description, actions, back, breadcrumbs }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Root>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label={t('common.breadcrumbs')}>
          <Crumbs>
            {breadcrumbs.map((crumb, index) => {
              const current = index === breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${crumb.to ?? ''}`}>
                  {crumb.to && !current ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </Crumbs>
        </nav>
      ) : null}
      {back ? (
        <BackLink to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </BackLink>
      ) : null}
      <Row>
        <Heading>
          <Title>{title}</Title>
          {description ? <Description>{description}</Description> : null}
        </Heading>
        {actions ? <Actions>{actions}</Actions> : null}
      </Row>
    </Root>
  );
}
