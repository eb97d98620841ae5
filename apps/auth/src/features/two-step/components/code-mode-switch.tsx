import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import '../two-step.css';

/** "Use a backup code instead" / "Use a code from the app instead". */
export function CodeModeSwitch({
  backup,
  onSwitch,
  disabled = false,
}: {
  backup: boolean;
  onSwitch: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="pp-two-step__switch" onClick={onSwitch} disabled={disabled}>
      {backup ? TWO_STEP_SCREEN.login.useApp : TWO_STEP_SCREEN.login.useBackup}
    </button>
  );
}
