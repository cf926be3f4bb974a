/** §2.1 / §9: the toolbar is 64 px high; the shell sidebar width. */
export const TOOLBAR_HEIGHT = 64;
export const SIDEBAR_WIDTH = 264;
