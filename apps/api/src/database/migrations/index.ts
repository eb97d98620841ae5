import { InitialSchema1795300000000 } from './1795300000000-InitialSchema';
import { BindVerificationToPassword1795400000000 } from './1795400000000-BindVerificationToPassword';
import { ProcessedListOrder1795500000000 } from './1795500000000-ProcessedListOrder';
import { SessionLifetime1795600000000 } from './1795600000000-SessionLifetime';
import { SoftDeleteSubmissions1795700000000 } from './1795700000000-SoftDeleteSubmissions';
import { ReviewTallies1795800000000 } from './1795800000000-ReviewTallies';
import { ReviewOperations1795900000000 } from './1795900000000-ReviewOperations';
import { AuditExportsAndAdmins1796000000000 } from './1796000000000-AuditExportsAndAdmins';
import { OperatorAccountChanges1796000000300 } from './1796000000300-OperatorAccountChanges';
import { MailDeliveries1796000000500 } from './1796000000500-MailDeliveries';
import { MailDeliveriesPruned1796000000600 } from './1796000000600-MailDeliveriesPruned';
import { AccountManagement1796100000000 } from './1796100000000-AccountManagement';
import { ReplyWindows1796200000000 } from './1796200000000-ReplyWindows';
import { DeskSearch1796200000100 } from './1796200000100-DeskSearch';
import { DeskNotesAndRatings1796200100000 } from './1796200100000-DeskNotesAndRatings';
import { LinearTallies1796300000000 } from './1796300000000-LinearTallies';
import { TwoStepSignIn1796100100000 } from './1796100100000-TwoStepSignIn';
import { RefreshGrace1796400000000 } from './1796400000000-RefreshGrace';
import { CanonicalEmails1796400100000 } from './1796400100000-CanonicalEmails';
import { TwoStepLockOut1796400200000 } from './1796400200000-TwoStepLockOut';
import { CanonicalProfileLinks1796400300000 } from './1796400300000-CanonicalProfileLinks';
import { ZonedStatsIndex1796400500000 } from './1796400500000-ZonedStatsIndex';
import { Billing1796600000000 } from './1796600000000-Billing';
import { PendingProfileIndex1796700000000 } from './1796700000000-PendingProfileIndex';
import { ReportTodoTicks1796500000000 } from './1796500000000-ReportTodoTicks';

/** Every migration, oldest first. `migration:generate` writes new ones; add each here. */
export const MIGRATIONS = [
  InitialSchema1795300000000,
  BindVerificationToPassword1795400000000,
  ProcessedListOrder1795500000000,
  SessionLifetime1795600000000,
  SoftDeleteSubmissions1795700000000,
  ReviewTallies1795800000000,
  ReviewOperations1795900000000,
  AuditExportsAndAdmins1796000000000,
  OperatorAccountChanges1796000000300,
  MailDeliveries1796000000500,
  MailDeliveriesPruned1796000000600,
  AccountManagement1796100000000,
  TwoStepSignIn1796100100000,
  ReplyWindows1796200000000,
  DeskSearch1796200000100,
  DeskNotesAndRatings1796200100000,
  LinearTallies1796300000000,
  RefreshGrace1796400000000,
  CanonicalEmails1796400100000,
  TwoStepLockOut1796400200000,
  CanonicalProfileLinks1796400300000,
  ZonedStatsIndex1796400500000,
  ReportTodoTicks1796500000000,
  Billing1796600000000,
  PendingProfileIndex1796700000000,
];
