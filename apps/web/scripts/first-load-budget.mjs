/** First-load JavaScript (gzip kB) allowed to home and login: the build and the bench both hold to it (decision 064). */
export const FIRST_LOAD_BUDGET_KB = 100;
