import { capabilityStatementIssue } from '../content/certifications.ts';
import { longDate } from './longDate.ts';

/** Which capability statement a link gives, as its own footer names it: a buyer can tell a newer one from the copy on file. */
export const capabilityIssueLabel = `PDF, Rev. ${capabilityStatementIssue.revision}, issued ${longDate(capabilityStatementIssue.date)}`;
