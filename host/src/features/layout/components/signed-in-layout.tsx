import { type ReactNode, type RefObject, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { type SidebarState, useSidebarState } from '../hooks/use-sidebar-state';
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

/** One centred column, whether the sidebar is expanded or in icon mode. */
const Content = styled.div`
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
`;

type FrameProps = {
  sidebar: SidebarState;
  toggleRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/** The sidebar, the top bar and the content column: the app's layout, and the server's copy of it. */
export function SignedInFrame({ sidebar, toggleRef, children }: FrameProps) {
  return (
    <Shell>
      <Sidebar state={sidebar} toggleRef={toggleRef} />
      <Column>
        <TopBar sidebar={sidebar} toggleRef={toggleRef} />
        <Main>
          <Content data-testid="content-column">{children}</Content>
        </Main>
      </Column>
    </Shell>
  );
}

export function SignedInLayout() {
  const sidebar = useSidebarState();
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <SignedInFrame sidebar={sidebar} toggleRef={toggleRef}>
      <Outlet />
    </SignedInFrame>
  );
}
