// File sizes as people read them, for other features (the console's recordings).
export { formatBytes } from './parts/file-size';
