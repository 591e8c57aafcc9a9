import { useQuery } from '@tanstack/react-query';
import { myArtistProfile } from '@konstvagg/contracts/endpoints';
import { call } from '@konstvagg/ui';

export const profileQueryKey = ['artists', 'profile', 'me'] as const;

/** The signed-in artist's profile: the name, the default venue commission and the fee in force. */
export function useMyProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => call(myArtistProfile) });
}
