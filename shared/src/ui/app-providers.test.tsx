import { render, screen, waitFor } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { useSWRConfig } from 'swr';
import { useSession } from '../session/session-context';
import { initTestI18n } from '../testing/test-i18n';
import { AppProviders } from './app-providers';
import { theme } from './theme';

function Probe() {
  const { status } = useSession();
  const activeTheme = useTheme();
  const config = useSWRConfig();
  return (
    <p>
      {status} {activeTheme.breakpoints.md} {String(config.revalidateOnFocus)}
    </p>
  );
}

beforeAll(initTestI18n);

describe('AppProviders', () => {
  it('provides the theme (md = 768px), the SWR defaults, the session and the toast area', async () => {
    localStorage.clear();
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    expect(theme.breakpoints.md).toBe('768px');
    await waitFor(() => expect(screen.getByText('signedOut 768px false')).toBeInTheDocument());
    expect(screen.getByRole('region')).toBeInTheDocument();
  });
});
