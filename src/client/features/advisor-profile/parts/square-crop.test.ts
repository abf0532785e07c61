import { describe, expect, it } from 'vitest';
import { PHOTO_CROP_MAX_ZOOM } from '../../../../shared/constants';
import { CENTERED, clampCrop, cropRect, dragCrop, zoomCrop } from './square-crop';

const wide = { width: 400, height: 200 };

describe('square crop', () => {
  it('starts with the largest centred square', () => {
    expect(cropRect(wide, CENTERED)).toEqual({ x: 100, y: 0, size: 200 });
  });

  it('keeps the square inside the photo however far it is dragged', () => {
    const left = dragCrop(wide, CENTERED, 10_000, 0, 200);
    expect(cropRect(wide, left)).toEqual({ x: 0, y: 0, size: 200 });
    const right = dragCrop(wide, CENTERED, -10_000, 50, 200);
    expect(cropRect(wide, right)).toEqual({ x: 200, y: 0, size: 200 });
  });

  it('zooms between 1 and the maximum, the square shrinking around its centre', () => {
    const zoomed = zoomCrop(wide, CENTERED, 2);
    expect(cropRect(wide, zoomed)).toEqual({ x: 150, y: 50, size: 100 });
    expect(clampCrop(wide, { ...CENTERED, zoom: 99 }).zoom).toBe(PHOTO_CROP_MAX_ZOOM);
    expect(clampCrop(wide, { ...CENTERED, zoom: 0 }).zoom).toBe(1);
  });

  it('moves by the drag in the view scaled to the photo', () => {
    const zoomed = zoomCrop(wide, CENTERED, 2);
    // 100 photo pixels shown on a 200-pixel view: a 20-pixel drag moves 10 photo pixels.
    const moved = cropRect(wide, dragCrop(wide, zoomed, 20, -20, 200));
    expect(moved.x).toBeCloseTo(140);
    expect(moved.y).toBeCloseTo(60);
    expect(moved.size).toBe(100);
  });
});
