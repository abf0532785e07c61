// File sizes as people read them, for other features (the console's recordings and uploaded files).
export { formatBytes } from './parts/file-size';
