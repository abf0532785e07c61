// How the video meeting is held, from the deployment's system keys (GET api/system/system-keys):
// Zoom when it is configured, otherwise Jitsi Meet in the browser (docs/product.md#meetings).
import { useQuery } from '@tanstack/react-query';
import type { SystemKeys } from '../../../shared/contracts/system';
import { systemKeysQuery } from '../../api/system';

export const VIDEO_PROVIDER_NOTES: Record<SystemKeys['videoProvider'], string> = {
  zoom: 'Meetings are held on Zoom: the Join link opens the Zoom app, or Zoom in your browser.',
  jitsi: 'Meetings are held on Jitsi Meet, right in your browser: there is nothing to install.',
};

/** The note for this deployment's provider; null while unknown (loading, or the call failed). */
export function useVideoProviderNote(): string | null {
  const keys = useQuery(systemKeysQuery());
  return keys.data ? VIDEO_PROVIDER_NOTES[keys.data.videoProvider] : null;
}
