/** One consent service as the consent platform reports it (spec 7: id, name and status). */
export interface ConsentService {
  id: string;
  name: string;
  consent: boolean;
}

/** What the store needs of a consent platform; the embedded library and Usercentrics both fit. */
export interface ConsentAdapter {
  /** Loads the platform; rejects when its script cannot be loaded or does not start. */
  load(): Promise<void>;
  services(): ConsentService[];
  /** Grants consent to this one service, keeping every other decision as it was. */
  accept(serviceId: string): Promise<void>;
  /** Opens the platform's settings, where the visitor can also revoke consent. */
  showSettings(): void;
  /** Calls back whenever a consent changes (in the settings, the banner, or another tab's choice). */
  onChange(listener: () => void): void;
}

export type ConsentStatus = 'idle' | 'loading' | 'success' | 'error';

/** Spec 3: status, consents per service id, and the maps between service id and name. */
export interface ConsentState {
  status: ConsentStatus;
  consents: Readonly<Record<string, boolean>>;
  idByName: Readonly<Record<string, string>>;
  nameById: Readonly<Record<string, string>>;
}
