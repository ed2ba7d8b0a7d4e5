import styled from 'styled-components';
import { focusRing } from '../../public-page/components/primitives';
import { v } from '../../public-page/theme';

/** The subscription screens' controls, on the public page's own theme (CSS custom properties). */
export const PrimaryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid transparent;
  border-radius: 6px;
  background: ${v.brand};
  color: ${v.onBrand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  ${focusRing}
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const SecondaryButton = styled(PrimaryButton)`
  background: transparent;
  color: ${v.text};
  border-color: ${v.border};
`;

export const DangerButton = styled(PrimaryButton)`
  background: ${v.toneFill('danger')};
  color: ${v.toneOn('danger')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-top: 20px;
`;

export const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 4px;
`;

export const TextInput = styled.input`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${v.border};
  border-radius: 6px;
  background: ${v.surface};
  color: ${v.text};
  font: inherit;
  ${focusRing}
  &[aria-invalid='true'] {
    border-color: ${v.toneText('danger')};
  }
`;

export const FieldError = styled.p`
  margin: 4px 0 0;
  color: ${v.toneText('danger')};
  font-size: 14px;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;

export const ChoiceRow = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  padding: 4px 0;
  cursor: pointer;
  & input {
    margin-top: 4px;
    accent-color: ${v.brand};
  }
`;

export const Hint = styled.span`
  display: block;
  color: ${v.muted};
  font-size: 14px;
`;

export const ComponentList = styled.div`
  max-height: 280px;
  overflow: auto;
  margin: 4px 0 0 24px;
  padding: 8px 12px;
  border: 1px solid ${v.border};
  border-radius: 6px;
`;

export const GroupName = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  color: ${v.muted};
  &:first-child {
    margin-top: 0;
  }
`;

/** An error message announced when it appears. */
export const Alert = styled.p.attrs({ role: 'alert' })`
  margin: 16px 0 0;
  padding: 10px 12px;
  border-radius: 6px;
  border: 1px solid ${v.toneText('danger')};
  color: ${v.toneText('danger')};
`;

/** A confirmation announced politely (saved, sent). */
export const StatusMessage = styled.p.attrs({ role: 'status' })`
  margin: 16px 0 0;
  color: ${v.toneText('success')};
  font-weight: 600;
`;
