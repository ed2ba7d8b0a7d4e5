import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from '../constants';

function isMobileWidth(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT;
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobileWidth);
  useEffect(() => {
    const update = () => setMobile(isMobileWidth());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
