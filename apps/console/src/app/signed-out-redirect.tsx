import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { whenSignedOut } from '../api/staff-api.ts';
import { forgetMe } from '../auth/me.ts';

/** A call answered "signed out" (10011001) brings the member to sign-in and back here after. */
export function SignedOutRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    whenSignedOut(() => {
      if (location.pathname.startsWith('/sign-in')) return;
      forgetMe();
      navigate(`/sign-in?to=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
    });
  }, [navigate, location]);
  return null;
}
