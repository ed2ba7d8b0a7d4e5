import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Base = styled.button`
  border: 0;
  background: transparent;
  line-height: 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

type CloseButtonProps = { className?: string; onClick(): void };

/** The × that closes a banner, a dialog or a toast, named "Close" for screen readers. */
export function CloseButton({ className, onClick }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <Base type="button" className={className} aria-label={t('common.close')} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </Base>
  );
}
