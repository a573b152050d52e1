// One route module for every account page (/login, /signup, /reset-password, /profile, /account),
// so the first-load bundle carries one small route entry for all of them.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import LoginScreen from '../../features/accounts/components/login-screen';
import ProfileScreen from '../../features/accounts/components/profile-screen';
import ResetPasswordScreen from '../../features/accounts/components/reset-password-screen';

// The profile's notification preferences (their own feature), fetched with the profile page only.
const NotificationPreferencesPanel = lazy(
  () => import('../../features/notifications/components/notification-preferences-panel'),
);
// My Videos (the catalogue's video cards), below the preferences as the spec orders them.
const MyVideos = lazy(() => import('../../features/catalogue/components/my-videos'));

export function Component() {
  const { pathname } = useLocation();
  if (pathname === '/reset-password') return <ResetPasswordScreen />;
  if (pathname === '/profile' || pathname === '/account')
    return (
      <ProfileScreen>
        <Suspense fallback={null}>
          <NotificationPreferencesPanel />
        </Suspense>
        <Suspense fallback={null}>
          <MyVideos />
        </Suspense>
      </ProfileScreen>
    );
  return <LoginScreen initialMode={pathname === '/signup' ? 'sign-up' : 'sign-in'} />;
}
