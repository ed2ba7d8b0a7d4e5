import styled from 'styled-components';
import { Wordmark } from './wordmark';

/** The auth screen's two columns: brand panel, then the form side (stacked on small screens). */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

export const FormSide = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl} ${theme.space.xxl}`};
  }
`;

export const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
`;

// The brand panel is hidden on small screens; the wordmark keeps the product name visible there.
export const MobileWordmark = styled(Wordmark)`
  margin-right: auto;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 400px;
  margin: auto;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.25;
`;

export const Subtitle = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const Terms = styled.p`
  max-width: 400px;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
