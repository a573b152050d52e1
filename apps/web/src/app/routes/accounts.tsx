// One route module for every account page (/login, /signup, /reset-password, /profile, /account),
// so the first-load bundle carries one small route entry for all of them.
import { useLocation } from 'react-router';
import LoginScreen from '../../features/accounts/components/login-screen';
import ProfileScreen from '../../features/accounts/components/profile-screen';
import ResetPasswordScreen from '../../features/accounts/components/reset-password-screen';

export function Component() {
  const { pathname } = useLocation();
  if (pathname === '/reset-password') return <ResetPasswordScreen />;
  if (pathname === '/profile' || pathname === '/account') return <ProfileScreen />;
  return <LoginScreen initialMode={pathname === '/signup' ? 'sign-up' : 'sign-in'} />;
}
