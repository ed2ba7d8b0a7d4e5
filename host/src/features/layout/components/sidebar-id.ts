/** The sidebar element's id, named by the toggle's aria-controls while the sidebar is rendered. */
export const SIDEBAR_ID = 'app-sidebar';
