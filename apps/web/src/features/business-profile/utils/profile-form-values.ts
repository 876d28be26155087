import {
  type BusinessInformationInput,
  type BusinessProfileView,
  type ComplianceInput,
  DEFAULT_OPENING_HOURS,
  voiceLanguageFor,
} from '@receptiva/shared';
import { browserTimeZone } from '../components/time-zone-choice';

/** What the Business Information fields start with: the saved answers, else a blank profile in the visitor's zone. */
export const businessFormValues = (
  business: BusinessProfileView['business'],
  language: string,
): BusinessInformationInput =>
  business ?? {
    businessName: '',
    businessType: '',
    phone: '',
    website: '',
    address: '',
    timeZone: browserTimeZone(),
    languages: [voiceLanguageFor(language)],
    openingHours: DEFAULT_OPENING_HOURS,
    greeting: '',
  };

/** The yes/no questions start unanswered: a default would answer a legal question for the customer. */
export const complianceFormValues = (compliance: BusinessProfileView['compliance']): Partial<ComplianceInput> =>
  compliance ?? {
    recordingDisclosure: '',
    hasOutboundConsent: false,
    acceptsHipaaNotice: false,
    aiDisclosure: '',
  };
