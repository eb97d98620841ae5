export {
  retryDelay,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  useLiveEvents,
  type LiveEventsOptions,
  type LiveStatus,
} from './lib/use-live-events';
export {
  coalesceRefetches,
  REFETCH_GAP_MS,
  REFETCH_JITTER_MS,
  useLiveRefetch,
  type RefetchCoalescer,
} from './lib/use-live-refetch';
export { writeOverReadsUnderWay } from './lib/write-over-reads';
