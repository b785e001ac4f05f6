/**
 * The form does not judge the content itself: the gate on the server does, with every rule of `npm run check`, and
 * its answer is shown at the fields (extraErrors). This validator tells react-jsonschema-form that everything is
 * valid, so no second set of rules (and no schema compiler with `eval`, which the site's CSP forbids) is shipped.
 */
import type { ValidatorType } from '@rjsf/utils';

export const serverJudges: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
