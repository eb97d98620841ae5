export {
  networkDown,
  neverAnswers,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from './lib/fetch-stub';
export { renderScreen, resetBrowserState, TEST_CONFIG } from './lib/render-screen';
export { signInForTest } from './lib/test-session';
export { aSubmission } from './lib/test-data';
