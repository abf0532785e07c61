// The big area a file is dropped on, with a 'Choose a file' button for keyboards, touch screens
// and anyone who prefers a file picker. It says which kinds and sizes the vault keeps.
import { useEffect, useRef, useState } from 'react';
import type { DragEvent, RefObject } from 'react';
import { Button } from '@mantine/core';
import { LIMITS } from '../../../../shared/limits';
import { acceptedKindsText } from './file-kind';
import { formatBytes } from './file-size';
import classes from './upload-panel.module.css';

export interface DropZoneProps {
  onFiles: (files: FileList) => void;
  onChoose: () => void;
  hasFile: boolean;
  chooseRef?: RefObject<HTMLButtonElement | null>;
}

const carriesFiles = (event: { dataTransfer: DataTransfer | null }) =>
  event.dataTransfer?.types.includes('Files') ?? false;

function UploadIcon() {
  return (
    <svg
      className={classes.zoneIcon}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 8.5a4 4 0 0 1-.5 9.5" />
      <path d="M12 12v9M8.5 15.5 12 12l3.5 3.5" />
    </svg>
  );
}

export function DropZone({ onFiles, onChoose, hasFile, chooseRef }: DropZoneProps) {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed; count them to know when it really left.
  const depth = useRef(0);

  // A file dropped beside the zone would make the browser leave the page to show it.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  const enter = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const overZone = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const leave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    if (event.dataTransfer.files.length > 0) onFiles(event.dataTransfer.files);
  };

  return (
    <div
      className={over ? `${classes.zone} ${classes.zoneOver}` : classes.zone}
      data-testid="vault-drop-zone"
      onDragEnter={enter}
      onDragOver={overZone}
      onDragLeave={leave}
      onDrop={drop}
    >
      <UploadIcon />
      <p className={`${classes.zoneTitle} ${classes.dragWords}`}>
        {over ? 'Drop the file to add it' : 'Drag and drop a file here'}
      </p>
      <p className={`${classes.zoneOr} ${classes.dragWords}`}>or</p>
      <Button onClick={onChoose} variant={hasFile ? 'default' : 'filled'} ref={chooseRef}>
        {hasFile ? 'Choose another file' : 'Choose a file'}
      </Button>
      <p className={classes.zoneHint}>
        {acceptedKindsText()}. Up to {formatBytes(LIMITS.uploadBytes.max)} a file.
      </p>
    </div>
  );
}
