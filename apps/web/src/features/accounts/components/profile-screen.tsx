// /profile (and /account): header block, the tier status card, Profile Settings with the sections other
// features bring under it (the route composes them: notification preferences), then Sign-in & Security.
// The route guard lets only signed-in users here; each request is still checked by the server.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import { meQuery, type Me, type MeUser } from '../../../lib/me';
import { profileQuery } from '../api/profile';
import { ProfileForm } from './profile-form';
import { ProfileHeader } from './profile-header';
import { SecuritySection } from './security-section';
import { TierStatusCard } from './tier-status-card';

export default function ProfileScreen({ children }: { children?: ReactNode }) {
  const api = useApi();
  const me = useQuery(meQuery(api));
  const profile = useQuery(profileQuery(api));
  // Read from the location (useSearchParams would add router code to the first-load bundle).
  const params = new URLSearchParams(useLocation().search);
  const user = me.data?.user;

  if (profile.isError) {
    return (
      <Container className="py-16 text-center">
        <p role="alert">{profile.error.message}</p>
      </Container>
    );
  }
  if (!profile.data || !user) {
    return (
      <Container className="py-16 text-center" aria-busy="true">
        <p role="status">Loading your profile…</p>
      </Container>
    );
  }
  return (
    <Container className="space-y-6 py-6 sm:py-10">
      <ProfileHeader profile={profile.data} />
      {params.get('error') ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          Could not connect your Google account. Please try again.
        </p>
      ) : null}
      <TierStatusCard />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-6">
          <ProfileForm profile={profile.data} />
          {children}
        </div>
        <SecuritySection me={me.data as Me & { user: MeUser }} />
      </div>
    </Container>
  );
}
