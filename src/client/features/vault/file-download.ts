// Downloading a vault file by a short-lived link, for other features that show vault files (an
// engagement's document requests and written plan).
export { useDownload } from './parts/use-download';
