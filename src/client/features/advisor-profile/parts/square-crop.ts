// Where the square crop of a photo sits (docs/product.md#profile-editor): a zoom from 1 (the
// largest square the photo holds) to PHOTO_CROP_MAX_ZOOM, and its centre as fractions of the
// photo's width and height, always kept inside the photo.
import { PHOTO_CROP_MAX_ZOOM } from '../../../../shared/constants';

export interface SquareCrop {
  zoom: number;
  /** The crop's centre, 0 to 1 across the photo's width and height. */
  centerX: number;
  centerY: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const CENTERED: SquareCrop = { zoom: 1, centerX: 0.5, centerY: 0.5 };

const between = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The crop's side in the photo's own pixels. */
export function cropSide(image: ImageSize, zoom: number): number {
  return Math.min(image.width, image.height) / zoom;
}

/** The same crop, zoom in range and the square wholly inside the photo. */
export function clampCrop(image: ImageSize, crop: SquareCrop): SquareCrop {
  const zoom = between(crop.zoom, 1, PHOTO_CROP_MAX_ZOOM);
  const half = cropSide(image, zoom) / 2;
  return {
    zoom,
    centerX: between(crop.centerX, half / image.width, 1 - half / image.width),
    centerY: between(crop.centerY, half / image.height, 1 - half / image.height),
  };
}

/** The square to copy from the photo, in its pixels. */
export function cropRect(image: ImageSize, crop: SquareCrop) {
  const clamped = clampCrop(image, crop);
  const size = cropSide(image, clamped.zoom);
  return {
    x: clamped.centerX * image.width - size / 2,
    y: clamped.centerY * image.height - size / 2,
    size,
  };
}

/**
 * Moves the crop as if the photo were dragged by (dx, dy) on a view `viewSize` pixels wide:
 * dragging the photo right shows more of its left side.
 */
export function dragCrop(
  image: ImageSize,
  crop: SquareCrop,
  dx: number,
  dy: number,
  viewSize: number,
): SquareCrop {
  const scale = cropSide(image, crop.zoom) / viewSize;
  return clampCrop(image, {
    ...crop,
    centerX: crop.centerX - (dx * scale) / image.width,
    centerY: crop.centerY - (dy * scale) / image.height,
  });
}

export function zoomCrop(image: ImageSize, crop: SquareCrop, zoom: number): SquareCrop {
  return clampCrop(image, { ...crop, zoom });
}
