// One recording in a <video> element. The element cannot send our Authorization header, so it
// plays from a short-lived signed address; seeking asks the server for byte ranges of it. When
// the address lapses mid-way, a fresh one is fetched and playback resumes where it was.
import { useRef } from 'react';
import { usePlaybackUrl } from '../recordings-api';
import classes from './recordings.module.css';

export function RecordingPlayer({ recordingId, label }: { recordingId: string; label: string }) {
  const link = usePlaybackUrl(recordingId);
  const video = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef<number | null>(null);
  // One renewal per failure: a recording that cannot load at all is not asked for in a loop.
  const renewed = useRef(false);

  if (link.isPending) return <div className={classes.videoPlaceholder} aria-hidden="true" />;
  if (link.isError) {
    return <p className={classes.status}>The recording cannot be played right now.</p>;
  }

  const renew = () => {
    if (renewed.current) return;
    renewed.current = true;
    resumeAt.current = video.current?.currentTime ?? null;
    void link.refetch();
  };

  return (
    <video
      ref={video}
      className={classes.video}
      controls
      preload="metadata"
      src={link.data.url}
      aria-label={label}
      onError={renew}
      onPlaying={() => {
        renewed.current = false;
      }}
      onLoadedMetadata={(event) => {
        if (resumeAt.current === null) return;
        event.currentTarget.currentTime = resumeAt.current;
        resumeAt.current = null;
      }}
    />
  );
}
