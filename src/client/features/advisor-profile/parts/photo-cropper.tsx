// Choosing, cropping and uploading the advisor's photo (docs/product.md#profile-editor): the picked
// file is drawn on a canvas, the advisor moves it (drag, or arrow keys) and zooms it (slider,
// buttons, or + and −) inside a square, sees the exact result, and uploads that square as a JPEG.
import '@mantine/core/styles/Slider.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Button, Slider } from '@mantine/core';
import {
  ADVISOR_UPLOAD_PHOTO_TYPES,
  PHOTO_CROP_MAX_ZOOM,
  PHOTO_CROP_OUTPUT_PX,
} from '../../../../shared/constants';
import { ADVISOR_PROFILE_MESSAGES } from '../../../../shared/contracts/advisor-profile';
import { fieldErrorsOf, isValidationError } from '../../../api/http';
import { messageOf } from '../../../api/error-message';
import { useNotifications } from '../../../ui/notifications';
import { useUploadAdvisorPhoto } from '../advisor-profile-api';
import { CENTERED, cropRect, dragCrop, zoomCrop } from './square-crop';
import type { SquareCrop } from './square-crop';
import classes from './photo-cropper.module.css';

/** The crop view's size on screen, in CSS pixels; the canvas draws at twice that. */
const VIEW_PX = 240;
const KEY_STEP_PX = 12;
const ZOOM_STEP = 0.25;
const JPEG_QUALITY = 0.9;

function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: SquareCrop): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  const { x, y, size } = cropRect({ width: image.naturalWidth, height: image.naturalHeight }, crop);
  // A transparent PNG becomes a JPEG on white, not on black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, x, y, size, size, 0, 0, canvas.width, canvas.height);
  return true;
}

function croppedBlob(image: HTMLImageElement, crop: SquareCrop): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_CROP_OUTPUT_PX;
  canvas.height = PHOTO_CROP_OUTPUT_PX;
  if (!drawCrop(canvas, image, crop)) return Promise.resolve(null);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

export function PhotoCropper({
  currentUrl,
  name,
  onPreview,
}: {
  currentUrl: string;
  name: string;
  /** The cropped square as a data URL while cropping (null when not), for the card preview. */
  onPreview: (url: string | null) => void;
}) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<SquareCrop>(CENTERED);
  const [problem, setProblem] = useState<string | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const upload = useUploadAdvisorPhoto();
  const notify = useNotifications();
  const helpId = useId();
  const problemId = useId();

  const size = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    if (drawCrop(canvas, image, crop)) onPreview(canvas.toDataURL('image/jpeg', 0.8));
  }, [image, crop, onPreview]);

  const close = () => {
    setImage((shown) => {
      if (shown) URL.revokeObjectURL(shown.src);
      return null;
    });
    setCrop(CENTERED);
    onPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(ADVISOR_UPLOAD_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setProblem(ADVISOR_PROFILE_MESSAGES.photoType);
      return;
    }
    const url = URL.createObjectURL(file);
    const loaded = new Image();
    loaded.onload = () => {
      setCrop(CENTERED);
      setImage(loaded);
    };
    loaded.onerror = () => {
      URL.revokeObjectURL(url);
      setProblem(ADVISOR_PROFILE_MESSAGES.unreadablePhoto);
    };
    loaded.src = url;
  };

  const move = (dx: number, dy: number) => {
    if (size) setCrop((current) => dragCrop(size, current, dx, dy, VIEW_PX));
  };
  const zoomTo = (zoom: number) => {
    if (size) setCrop((current) => zoomCrop(size, current, zoom));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP_PX, 0],
      ArrowRight: [-KEY_STEP_PX, 0],
      ArrowUp: [0, KEY_STEP_PX],
      ArrowDown: [0, -KEY_STEP_PX],
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      move(...step);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(crop.zoom + ZOOM_STEP);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(crop.zoom - ZOOM_STEP);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };

  const send = async () => {
    if (!image || upload.isPending) return;
    setProblem(null);
    const blob = await croppedBlob(image, crop);
    if (!blob) {
      setProblem(ADVISOR_PROFILE_MESSAGES.unreadablePhoto);
      return;
    }
    upload.mutate(blob, {
      onSuccess: () => {
        close();
        notify.success('Your new photo is on your profile.');
      },
      onError: (error) => {
        const photo = isValidationError(error) ? fieldErrorsOf(error).photo : undefined;
        setProblem(photo?.join(' ') ?? messageOf(error));
      },
    });
  };

  return (
    <div className={classes.cropper}>
      <input
        ref={inputRef}
        id={`${helpId}-file`}
        className={classes.fileInput}
        type="file"
        accept={ADVISOR_UPLOAD_PHOTO_TYPES.join(',')}
        aria-label="Photo file"
        onChange={(event) => pick(event.currentTarget.files?.[0])}
        aria-describedby={problem ? problemId : undefined}
      />
      {image ? (
        <div className={classes.editing}>
          <div
            className={classes.view}
            style={{ width: VIEW_PX, height: VIEW_PX }}
            tabIndex={0}
            role="group"
            aria-label="Crop area"
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <canvas
              ref={canvasRef}
              className={classes.canvas}
              width={VIEW_PX * 2}
              height={VIEW_PX * 2}
              role="img"
              aria-label="The cropped photo as it will be uploaded"
            />
          </div>
          <div className={classes.controls}>
            <p id={helpId} className={classes.help}>
              Drag the photo, or focus it and use the arrow keys, to choose what the square shows; +
              and − zoom. What you see is what will be uploaded.
            </p>
            <div className={classes.zoomRow}>
              <Button
                variant="default"
                size="compact-md"
                aria-label="Zoom out"
                onClick={() => zoomTo(crop.zoom - ZOOM_STEP)}
                disabled={crop.zoom <= 1}
              >
                −
              </Button>
              <Slider
                className={classes.slider}
                min={1}
                max={PHOTO_CROP_MAX_ZOOM}
                step={0.05}
                value={crop.zoom}
                onChange={zoomTo}
                label={(value) => `${value.toFixed(1)}×`}
                thumbLabel="Zoom"
              />
              <Button
                variant="default"
                size="compact-md"
                aria-label="Zoom in"
                onClick={() => zoomTo(crop.zoom + ZOOM_STEP)}
                disabled={crop.zoom >= PHOTO_CROP_MAX_ZOOM}
              >
                +
              </Button>
            </div>
            <div className={classes.actions}>
              <Button onClick={() => void send()} loading={upload.isPending}>
                Upload photo
              </Button>
              <Button variant="default" onClick={() => inputRef.current?.click()}>
                Choose another
              </Button>
              <Button variant="subtle" onClick={close} disabled={upload.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className={classes.idle}>
          <img
            className={classes.current}
            src={currentUrl}
            alt={`Current photo of ${name}`}
            width={120}
            height={120}
          />
          <div className={classes.controls}>
            <p className={classes.help}>
              A JPEG, PNG or WebP photo of you. You crop it to a square and see the result before it
              is uploaded; it replaces your current photo at once.
            </p>
            <div className={classes.actions}>
              <Button variant="default" onClick={() => inputRef.current?.click()}>
                Choose a photo
              </Button>
            </div>
          </div>
        </div>
      )}
      {problem && (
        <p id={problemId} className={classes.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
