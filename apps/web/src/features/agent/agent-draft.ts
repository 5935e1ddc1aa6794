import type { AgentApplication } from '@lobby/contract';

/** The application being typed, in this tab only (session storage), kept across the trip to /login. */
const AGENT_DRAFT_KEY = 'lobby.agentDraft';

export function loadAgentDraft(): AgentApplication | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(AGENT_DRAFT_KEY) ?? 'null') as Partial<AgentApplication> | null;
    if (!draft || typeof draft !== 'object') return null;
    return { mobile: String(draft.mobile ?? ''), apply_info: String(draft.apply_info ?? '') };
  } catch {
    return null;
  }
}

export function saveAgentDraft(draft: AgentApplication): void {
  try {
    if (draft.mobile === '' && draft.apply_info === '') sessionStorage.removeItem(AGENT_DRAFT_KEY);
    else sessionStorage.setItem(AGENT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode): the form still works, only the draft is not kept.
  }
}

export function clearAgentDraft(): void {
  try {
    sessionStorage.removeItem(AGENT_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
