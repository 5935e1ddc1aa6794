import { messages } from '../messages.ts';
import { isMainlandMobile } from './profile.ts';
import { field, isBlank, type Input } from './input.ts';
import { TEXT_LIMITS, validateTextLength } from './wire.ts';

/** Agent application (part 2 §5), in order: mainland mobile, then a reason; ours: a reason of at most 500 characters. */
export function validateAgentApplication(input: Input<'mobile' | 'apply_info'>): string | null {
  if (!isMainlandMobile(field(input, 'mobile'))) return messages.agent.mobile;
  if (isBlank(field(input, 'apply_info'))) return messages.agent.reasonRequired;
  return validateTextLength(field(input, 'apply_info'), TEXT_LIMITS.applyInfo);
}
