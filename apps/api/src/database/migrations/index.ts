import { InitialSchema1795300000000 } from './1795300000000-InitialSchema';
import { BindVerificationToPassword1795400000000 } from './1795400000000-BindVerificationToPassword';
import { ProcessedListOrder1795500000000 } from './1795500000000-ProcessedListOrder';

/** Every migration, oldest first. `migration:generate` writes new ones; add each here. */
export const MIGRATIONS = [InitialSchema1795300000000, BindVerificationToPassword1795400000000, ProcessedListOrder1795500000000];
