import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  margin-top: 1px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background-color 120ms ease;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: transform 120ms ease;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(16px);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  onBlur?(): void;
};

/** An on/off setting that applies at once: role=switch; Space and Enter toggle (it is a button). */
export function Switch({ label, checked, onChange, description, disabled, id, name, onBlur }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <Row>
      <Track
        type="button"
        role="switch"
        id={switchId}
        name={name}
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        onBlur={onBlur}
      />
      <Text>
        <Label htmlFor={switchId}>{label}</Label>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
      </Text>
    </Row>
  );
}
