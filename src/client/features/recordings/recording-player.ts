// The recording player for other features (the console's recording page plays the stored copy).
export { RecordingPlayer } from './parts/recording-player';
