export {
  networkDown,
  neverAnswers,
  stubFetch,
  type StubbedCall,
  type StubReply,
} from './lib/fetch-stub';
export { FakeEventSource } from './lib/fake-event-source';
export { renderScreen, resetBrowserState, TEST_CONFIG } from './lib/render-screen';
export { signInForTest } from './lib/test-session';
export { aSubmission } from './lib/test-data';
