import styled, { keyframes } from 'styled-components';
import { useLoadingLabel } from './use-loading-label';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export const SpinnerCircle = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  opacity: 0.8;
  animation: ${spin} 0.7s linear infinite;
`;

export type SpinnerProps = { label?: string };

/** A loading indicator announced to screen readers by its (translated) label. */
export function Spinner({ label }: SpinnerProps) {
  const text = useLoadingLabel(label);
  return (
    <Wrapper role="status">
      <SpinnerCircle aria-hidden="true" />
      {text && <VisuallyHidden>{text}</VisuallyHidden>}
    </Wrapper>
  );
}
