// Where the client lives, for the hold (ADR 0054): a signed-in client's profile may know it; a
// visitor, or a client whose profile does not, is asked. A state chosen before signing in comes
// back in the return URL and is sent with the hold, which remembers it on the profile.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { residenceSchema } from '../../../shared/contracts/residence';
import { retryOnlyFailures } from '../../api/retry-rule';
import { fetchProfile, profileKeys } from '../profile/profile-api';

export function useResidence(signedIn: boolean, fromUrl: string | null) {
  const profile = useQuery({
    queryKey: profileKeys.profile,
    queryFn: fetchProfile,
    retry: retryOnlyFailures,
    enabled: signedIn,
  });
  const [stated, setStated] = useState(() =>
    residenceSchema.safeParse(fromUrl).success ? (fromUrl ?? '') : '',
  );
  const [missing, setMissing] = useState(false);
  const known = signedIn ? (profile.data?.residence ?? null) : null;
  return {
    /** The residence to judge by: the one chosen here, else the profile's. */
    value: stated || known || '',
    /** Chosen on this page (or before signing in): sent with the hold. */
    stated,
    /** The page shows the question. */
    asked: stated !== '' || !signedIn || (!profile.isPending && known === null),
    /** The profile was read (or there is none to read). */
    ready: !signedIn || !profile.isPending,
    missing,
    setMissing,
    choose: (value: string) => {
      setStated(value);
      setMissing(false);
    },
  };
}
