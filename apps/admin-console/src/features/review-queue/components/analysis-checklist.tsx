import {
  ANALYSIS_FIELDS,
  RISK_FLAGS,
  type AnalysisFieldDefinition,
  type AnalysisFieldKey,
  type AnalysisFormData,
  type AnalysisScores,
} from '@profileproof/analysis';
import { CheckRow } from './check-row';
import {
  ComputedNumber,
  DateInput,
  NumberInput,
  SelectInput,
  type FieldChange,
} from './checklist-fields';

const RISK_FLAG_KEYS: readonly string[] = RISK_FLAGS;

/** The value a computed field shows: the live score, not whatever the form last held. */
function computedValue(
  key: AnalysisFieldKey,
  scores: AnalysisScores,
): number | boolean | undefined {
  if (key === 'profileScorePercentage') return scores.qualityScore;
  if (key === 'spamScore') return scores.spamScore;
  if (key === 'goodForOutreach') return scores.goodForOutreach;
  return undefined;
}

function Field({
  field,
  form,
  scores,
  onChange,
  onValidity,
}: {
  field: AnalysisFieldDefinition;
  form: AnalysisFormData;
  scores: AnalysisScores;
  onChange: FieldChange;
  onValidity: (key: AnalysisFieldKey, valid: boolean) => void;
}) {
  const computed = field.computed ? computedValue(field.key, scores) : undefined;
  switch (field.kind) {
    case 'boolean':
      return (
        <CheckRow
          field={field}
          checked={typeof computed === 'boolean' ? computed : form[field.key]}
          onChange={onChange}
          tone={RISK_FLAG_KEYS.includes(field.key) ? 'risk' : 'positive'}
          readOnly={field.computed}
        />
      );
    case 'number':
      return typeof computed === 'number' ? (
        <ComputedNumber field={field} value={computed} />
      ) : (
        <NumberInput
          field={field}
          value={form[field.key]}
          onChange={onChange}
          onValidity={onValidity}
        />
      );
    case 'date':
      return <DateInput field={field} value={form[field.key]} onChange={onChange} />;
    case 'select':
      return <SelectInput field={field} value={form[field.key]} onChange={onChange} />;
  }
}

/** All 33 form_data fields, in the groups and order of ANALYSIS_FIELDS. */
export function AnalysisChecklist({
  form,
  scores,
  onChange,
  onValidity,
}: {
  form: AnalysisFormData;
  scores: AnalysisScores;
  onChange: FieldChange;
  onValidity: (key: AnalysisFieldKey, valid: boolean) => void;
}) {
  return (
    <div className="checklist">
      {ANALYSIS_FIELDS.map((group) => {
        const boxes = group.fields.filter((field) => field.kind === 'boolean' && !field.computed);
        const ticked = boxes.filter((field) => form[field.key] === true).length;
        return (
          <fieldset key={group.id} className={`checklist-group checklist-group--${group.id}`}>
            <legend className="checklist-group__legend">
              <span>{group.title}</span>
              {boxes.length > 0 && (
                <span className="checklist-group__count">
                  {ticked} of {boxes.length} ticked
                </span>
              )}
            </legend>
            {group.description && (
              <p className="checklist-group__description">{group.description}</p>
            )}
            <div className="checklist-group__fields">
              {group.fields.map((field) => (
                <Field
                  key={field.key}
                  field={field}
                  form={form}
                  scores={scores}
                  onChange={onChange}
                  onValidity={onValidity}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
