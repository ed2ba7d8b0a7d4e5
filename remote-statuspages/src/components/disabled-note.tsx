import { Badge } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExactTime } from './clock';

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Since = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Props = {
  /** Why it was disabled, in words agreeing with what it is ("Disabled after failed deliveries"). */
  label: string;
  /** When it was disabled, when known. */
  since?: string | null;
};

/** Above a delivery log: the receiver is disabled, why, and since when; it is sent nothing more. */
export function DisabledNote({ label, since }: Props) {
  const { t } = useTranslation();
  return (
    <Note>
      <Badge tone="danger">{label}</Badge>
      {since ? (
        <Since>
          {t('statuspages.deliveries.disabledSince')} <ExactTime iso={since} />
        </Since>
      ) : null}
    </Note>
  );
}
