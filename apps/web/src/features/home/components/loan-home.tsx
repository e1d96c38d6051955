/**
 * The loan parts of home, loaded as one chunk after the first paint (decision 008's budget): the
 * borrower's status banner and the market's hot loans.
 */
export { HotLoans } from './hot-loans.tsx';
export { LoanStatus } from './loan-status.tsx';
