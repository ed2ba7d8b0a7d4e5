import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setRouterNavigate } from './navigation';

/** Render inside the Router so shared's redirects (e.g. to /auth) stay in the SPA. */
export function useRegisterNavigate(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setRouterNavigate((to) => {
      void navigate(to);
    });
    return () => setRouterNavigate(null);
  }, [navigate]);
}
