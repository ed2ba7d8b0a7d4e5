import { Card, LanguageSwitcher } from '@statusdeck/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Wordmark } from './wordmark';

type AuthCardLayoutProps = { title: string; description?: ReactNode; children?: ReactNode };

/** The single centred card used by the request-reset, reset-password and activate screens. */
export function AuthCardLayout({ title, description, children }: AuthCardLayoutProps) {
  return (
    <Page>
      <TopRow>
        <Wordmark />
        <LanguageSwitcher />
      </TopRow>
      <Centre>
        <Card>
          <Body>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
            {children}
          </Body>
        </Card>
      </Centre>
    </Page>
  );
}

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Centre = styled.div`
  width: 100%;
  max-width: 440px;
  margin: auto;
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.25;
`;

const Description = styled.p`
  margin: 0;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
