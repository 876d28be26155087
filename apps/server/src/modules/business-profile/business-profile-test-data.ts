import { type BusinessInformationInput, type ComplianceInput, DEFAULT_OPENING_HOURS } from '@receptiva/shared';

/** A complete, valid Business Information step. */
export const businessInfo = (overrides: Partial<BusinessInformationInput> = {}): BusinessInformationInput => ({
  businessName: 'Bright Smiles Dental',
  businessType: 'dental-practice',
  phone: '+1 555 010 2000',
  website: 'https://brightsmiles.example.com',
  address: '12 Main Street, Springfield, IL 62701',
  timeZone: 'America/Chicago',
  languages: ['en', 'es'],
  openingHours: DEFAULT_OPENING_HOURS,
  greeting: 'Thanks for calling Bright Smiles, how can I help?',
  ...overrides,
});

/** Complete, valid compliance answers. */
export const complianceAnswers = (overrides: Partial<ComplianceInput> = {}): ComplianceInput => ({
  callsRecorded: true,
  recordingDisclosure: 'This call may be recorded for quality purposes.',
  makesOutboundContact: false,
  hasOutboundConsent: false,
  handlesHealthData: false,
  acceptsHipaaNotice: false,
  retentionDays: 90,
  aiDisclosure: 'Hi, I am the virtual assistant of Bright Smiles.',
  ...overrides,
});
