import './lib/theme.css';
import './lib/forms.css';

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
  type ButtonProps,
  type ButtonVariant,
  type Tone,
} from './lib/components';
export {
  Divider,
  FormError,
  PasswordField,
  TextField,
  type PasswordFieldProps,
  type TextFieldProps,
} from './lib/forms';
export {
  AuthCard,
  BrandMark,
  StatusIcon,
  type AuthCardProps,
  type StatusIconKind,
} from './lib/auth-card';
export {
  AlertIcon,
  ArrowLeftIcon,
  CheckCircleIcon,
  CheckIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  LockIcon,
  MailIcon,
  ShieldIcon,
  WarningIcon,
} from './lib/icons';
import './lib/content.css';
import './lib/table.css';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './lib/toggle';
export { Faq, type FaqItem } from './lib/faq';
export {
  ContentSection,
  TableOfContents,
  type ContentSectionProps,
  type TableOfContentsEntry,
} from './lib/section';
export { TableScroller } from './lib/table';
export { ClockIcon, DashIcon, HelpCircleIcon, SparkIcon } from './lib/info-icons';
export { TextAreaField, type TextAreaFieldProps } from './lib/text-area-field';
export {
  ActivityIcon,
  ArrowRightIcon,
  ExternalLinkIcon,
  FileTextIcon,
  InboxIcon,
  RefreshIcon,
  SearchIcon,
  SendIcon,
} from './lib/action-icons';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/confirm-dialog';
export {
  ChevronLeftIcon,
  ChevronRightIcon,
  DatabaseIcon,
  PencilIcon,
  TrashIcon,
  UsersIcon,
} from './lib/record-icons';
export { formatCalendarDay, formatDate, formatDateTime } from './lib/dates';
export { onDemand } from './lib/on-demand';
