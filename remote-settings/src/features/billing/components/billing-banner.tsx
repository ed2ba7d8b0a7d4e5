import { BillingNoticeBanner } from '@statusdeck/shared';
import styled from 'styled-components';
import { useAccess } from '../../access/use-access';
import { useSubscription } from '../api';

const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** Above every settings section, for the owner: the subscription's notice (a failing renewal, the lapse). */
export function BillingBanner() {
  const access = useAccess();
  const owner = !access.isLoading && access.can('billing.manage');
  const { data } = useSubscription(owner);
  if (!owner || !data?.notice) return null;
  return (
    <Spaced>
      <BillingNoticeBanner notice={data.notice} />
    </Spaced>
  );
}
