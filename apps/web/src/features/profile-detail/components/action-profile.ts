/** The profile an action works on: its id and the name shown in labels and dialogs. */
export type ActionProfile = {
  id: number;
  firstname: string;
  lastname: string;
  /** The owning company, when the viewer may know it (the chat needs it); null on an anonymous match card. */
  company_id?: number | null;
  /** The title a shared link shows (the detail has it; cards do not share). */
  title?: string;
};
