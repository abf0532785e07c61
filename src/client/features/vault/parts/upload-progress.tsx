// The upload under way: a bar with the percentage and the bytes sent, and a way to stop it.
import '@mantine/core/styles/Progress.css';
import type { RefObject } from 'react';
import { Button, Progress } from '@mantine/core';
import { progressShown } from './upload-state';
import classes from './upload-panel.module.css';

export interface UploadProgressProps {
  fileName: string;
  loaded: number;
  total: number;
  onCancel: () => void;
  /** The title takes focus when the upload starts, so it is read out. */
  titleRef?: RefObject<HTMLParagraphElement | null>;
}

export function UploadProgress({
  fileName,
  loaded,
  total,
  onCancel,
  titleRef,
}: UploadProgressProps) {
  const { percent, bytes, finishing } = progressShown(loaded, total);
  return (
    <div className={classes.progress}>
      <p className={classes.progressTitle} ref={titleRef} tabIndex={-1}>
        Uploading <span className={classes.progressName}>“{fileName}”</span>
      </p>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        striped={finishing}
        animated={finishing}
        aria-label={`Uploading ${fileName}`}
      />
      <div className={classes.progressFoot}>
        <p className={classes.progressFigures}>
          <strong>{percent}%</strong>
          <span aria-hidden="true"> · </span>
          <span>{finishing ? 'Checking and storing the file…' : bytes}</span>
        </p>
        <Button variant="default" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
