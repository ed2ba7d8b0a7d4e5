import styled from 'styled-components';

const Title = styled.div`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
  margin-top: 2px;
`;

export type ToastMessageProps = { title?: string; description?: string };

export function ToastMessage({ title, description }: ToastMessageProps) {
  return (
    <div>
      {title ? <Title>{title}</Title> : null}
      {description ? <Description>{description}</Description> : null}
    </div>
  );
}
