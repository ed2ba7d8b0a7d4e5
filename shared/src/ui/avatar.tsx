import styled from 'styled-components';

/** The first letter of the e-mail, upper-cased; U when unknown. */
export function avatarLetter(email?: string | null): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

const Circle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  user-select: none;
`;

export type AvatarProps = { email?: string | null };

export function Avatar({ email }: AvatarProps) {
  return (
    <Circle role="img" aria-label={email || avatarLetter(email)}>
      <span aria-hidden="true">{avatarLetter(email)}</span>
    </Circle>
  );
}
