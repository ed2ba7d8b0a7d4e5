import styled, { keyframes } from 'styled-components';
import { useLoadingLabel } from './use-loading-label';
import { VisuallyHidden } from './visually-hidden';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bar = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfacePressed};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export type SkeletonProps = {
  /** Text lines (the last one shorter, like a paragraph). Ignored when `height` is given. */
  lines?: number;
  /** One block of this CSS height instead of lines (a card, a chart). */
  height?: string;
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
};

/**
 * A placeholder in the shape of content on its way: a busy live region whose bars are hidden
 * from assistive technology, which hears the label once.
 */
export function Skeleton({ lines = 3, height, label }: SkeletonProps) {
  const text = useLoadingLabel(label);
  const bars = height
    ? [{ width: '100%', height }]
    : Array.from({ length: lines }, (_, index) => ({
        width: index === lines - 1 && lines > 1 ? '60%' : '100%',
        height: '14px',
      }));
  return (
    <Root role="status" aria-busy="true" aria-live="polite">
      {text && <VisuallyHidden>{text}</VisuallyHidden>}
      {bars.map((bar, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder.
        <Bar key={index} aria-hidden="true" data-skeleton="" $width={bar.width} $height={bar.height} />
      ))}
    </Root>
  );
}
