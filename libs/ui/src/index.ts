import './lib/theme.css';

export {
  Alert,
  Badge,
  Button,
  buttonClassName,
  Card,
  ErrorPanel,
  LoadingState,
  Page,
  PageHeader,
  PlaceholderScreen,
  type Tone,
} from './lib/components';
