import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  padding: 1.5rem;
`;

export function SignedInLayout() {
  const sidebar = useSidebarState();
  return (
    <Shell>
      <Sidebar state={sidebar} />
      <Column>
        <TopBar sidebar={sidebar} />
        <Main>
          <Outlet />
        </Main>
      </Column>
    </Shell>
  );
}
