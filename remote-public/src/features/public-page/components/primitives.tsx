import styled, { css } from 'styled-components';
import { type Tone, v } from '../theme';

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${v.focus};
    outline-offset: 2px;
  }
`;

export { VisuallyHidden } from '@statusdeck/shared/ui/visually-hidden';

export const Section = styled.section`
  margin-top: 40px;
`;

export const SectionTitle = styled.h2`
  font-size: 20px;
  font-weight: 600;
  line-height: 1.3;
  margin: 0 0 12px;
`;

export const Card = styled.div`
  background: ${v.surface};
  border: 1px solid ${v.border};
  border-radius: 8px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${v.muted};
  font-size: 14px;
`;

export const ToneText = styled.span<{ $tone: Tone }>`
  color: ${({ $tone }) => v.toneText($tone)};
  font-weight: 600;
`;

export const Pill = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 9999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 18px;
  color: ${({ $tone }) => v.toneText($tone)};
  border: 1px solid currentColor;
  white-space: nowrap;
`;

/** A status dot beside its label; decorative, the label says the same. */
export const Dot = styled.span<{ $tone: Tone }>`
  display: inline-block;
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $tone }) => v.toneFill($tone)};
  forced-color-adjust: none;
`;

export const TextLink = styled.a`
  color: ${v.brand};
  text-decoration: underline;
  text-underline-offset: 2px;
  ${focusRing}
`;

/** Plain text as written: line breaks kept, long words wrapped, never HTML. */
export const Body = styled.p`
  margin: 4px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
