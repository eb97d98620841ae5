export { useLiveEvents, type LiveEventsOptions, type LiveStatus } from './lib/use-live-events';
