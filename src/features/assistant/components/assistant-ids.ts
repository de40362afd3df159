/** DOM ids shared by the launcher (eager) and the drawer (lazy). */
export const ASSISTANT_DRAWER_ID = 'axel-assistant-drawer';
export const ASSISTANT_TITLE_ID = 'axel-assistant-title';
