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
import { TwoStepSignIn1796100100000 } from './1796100100000-TwoStepSignIn';

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
  TwoStepSignIn1796100100000,
];
