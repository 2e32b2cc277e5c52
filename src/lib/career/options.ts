/**
 * The career portal's vocabularies: where a job is (Austria's nine states), which field it is
 * in, how it is employed. Shared by the CMS (select options), the site (filters, labels) and
 * job alerts (their criteria), so a value means the same everywhere.
 */

export const AUSTRIAN_STATES = {
  wien: 'Wien',
  niederoesterreich: 'Niederösterreich',
  oberoesterreich: 'Oberösterreich',
  salzburg: 'Salzburg',
  tirol: 'Tirol',
  vorarlberg: 'Vorarlberg',
  kaernten: 'Kärnten',
  steiermark: 'Steiermark',
  burgenland: 'Burgenland',
} as const;

export const JOB_FIELDS = {
  pannenhilfe: 'Pannenhilfe und Technik',
  kundenservice: 'Kundenservice',
  fahrtechnik: 'Fahrtechnik und Training',
  reise: 'Reise und Touristik',
  it: 'IT und Digitales',
  verwaltung: 'Verwaltung und Finanzen',
  kommunikation: 'Marketing und Kommunikation',
  lehre: 'Lehre',
} as const;

export const EMPLOYMENT_TYPES = {
  vollzeit: 'Vollzeit',
  teilzeit: 'Teilzeit',
  lehre: 'Lehrstelle',
  praktikum: 'Praktikum',
  geringfuegig: 'Geringfügig',
} as const;

export type AustrianState = keyof typeof AUSTRIAN_STATES;
export type JobField = keyof typeof JOB_FIELDS;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

export const STATE_VALUES = Object.keys(AUSTRIAN_STATES) as [AustrianState, ...AustrianState[]];
export const FIELD_VALUES = Object.keys(JOB_FIELDS) as [JobField, ...JobField[]];
export const EMPLOYMENT_VALUES = Object.keys(EMPLOYMENT_TYPES) as [EmploymentType, ...EmploymentType[]];

/** Select options as Payload takes them. */
export function optionsOf<Labels extends Record<string, string>>(labels: Labels): { label: string; value: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** schema.org's employmentType for each of ours (job postings' structured data). */
export const SCHEMA_ORG_EMPLOYMENT: Record<EmploymentType, string> = {
  vollzeit: 'FULL_TIME',
  teilzeit: 'PART_TIME',
  lehre: 'OTHER',
  praktikum: 'INTERN',
  geringfuegig: 'PART_TIME',
};

/** "Wien, Tirol" or "alle Bundesländer": a criterion as people read it (empty means any). */
export function describeChoice<Key extends string>(labels: Record<Key, string>, chosen: readonly Key[], any: string): string {
  return chosen.length === 0 ? any : chosen.map((key) => labels[key]).join(', ');
}

export interface JobAlertCriteria {
  states: AustrianState[];
  fields: JobField[];
}

/** Whether a posting is what an alert asks for: each empty criterion matches everything. */
export function matchesCriteria(criteria: JobAlertCriteria, posting: { state: string; field: string }): boolean {
  const stateOk = criteria.states.length === 0 || (criteria.states as string[]).includes(posting.state);
  const fieldOk = criteria.fields.length === 0 || (criteria.fields as string[]).includes(posting.field);
  return stateOk && fieldOk;
}
