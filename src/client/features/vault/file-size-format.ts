// What other features take from the vault's formats: file sizes as people read them.
export { formatBytes } from './parts/file-size';
