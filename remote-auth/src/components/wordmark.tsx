import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The product name with its "all systems operational" dot; text colour comes from the parent. */
export function Wordmark({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Root className={className}>
      <Dot aria-hidden="true" />
      {t('auth.brand.name')}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.success};
  box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.successSubtle};
`;
