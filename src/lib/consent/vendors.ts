/**
 * The third parties whose content or scripts the site can show, each one consent service
 * (spec 1: consent per vendor service). The names are the services' names in the consent
 * platform: the store finds a vendor's service id by its name (spec 3).
 */
export const VENDORS = {
  mux: { name: 'Mux', label: 'Mux', category: 'media' },
  youtube: { name: 'YouTube Video', label: 'YouTube', category: 'media' },
  vimeo: { name: 'Vimeo', label: 'Vimeo', category: 'media' },
  tagManager: { name: 'Google Tag Manager', label: 'Google Tag Manager', category: 'statistics' },
} as const;

export type VendorKey = keyof typeof VENDORS;

/** The video platforms a site may enable (PUBLIC_VIDEO_VENDORS); editors' videos from others are not shown. */
export const VIDEO_VENDORS = ['mux', 'youtube', 'vimeo'] as const satisfies readonly VendorKey[];
export type VideoVendor = (typeof VIDEO_VENDORS)[number];
export type ConsentCategory = (typeof VENDORS)[VendorKey]['category'];

/** The vendor's service name in the consent platform, by which the store finds its id. */
export const vendorName = (vendor: VendorKey): string => VENDORS[vendor].name;
/** The vendor as visitors read it in a sentence. */
export const vendorLabel = (vendor: VendorKey): string => VENDORS[vendor].label;

/** What the browser needs to know to ask for consent; built on the server from the runtime settings. */
export type ConsentConfig =
  | { provider: 'embedded'; tagManager: boolean; videoVendors: readonly VideoVendor[]; privacyPolicyPath: string }
  | { provider: 'usercentrics'; settingsId: string | null; eventName: string; privacyPolicyPath: string };
