/**
 * Spec §9: the 20 business categories. The names are the ids (and the keys of `categories` in
 * `locales/<lng>/business-types.json`, where each type's name and description are too).
 */
export const BUSINESS_CATEGORIES = [
  'Health & Wellness',
  'Home & Property Services',
  'Professional Services',
  'Retail & E-commerce',
  'Food & Beverage',
  'Beauty & Personal Care',
  'Technology & Digital',
  'Education & Training',
  'Transportation & Logistics',
  'Entertainment & Events',
  'Financial Services',
  'Construction & Trades',
  'Automotive Services',
  'Pet & Animal Services',
  'Sports & Fitness',
  'Legal & Consulting',
  'Creative & Design',
  'Manufacturing & Industrial',
  'Travel & Hospitality',
  'Non-Profit & Community',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

/** Spec §4: with neither a search term nor a category, only these four show. */
export const DEFAULT_BUSINESS_CATEGORIES: readonly BusinessCategory[] = [
  'Health & Wellness',
  'Financial Services',
  'Home & Property Services',
  'Professional Services',
];

/** Lucide icon names (kebab-case) the grid uses; the web maps each to its icon component. */
export const BUSINESS_TYPE_ICONS = [
  'activity',
  'bed-double',
  'biceps-flexed',
  'bone',
  'book-open',
  'book-open-check',
  'brain',
  'bug',
  'building-2',
  'camera',
  'car',
  'car-front',
  'chef-hat',
  'church',
  'code',
  'coffee',
  'cog',
  'croissant',
  'disc-3',
  'dog',
  'droplets',
  'dumbbell',
  'factory',
  'flower',
  'flower-2',
  'forklift',
  'gavel',
  'hammer',
  'hand',
  'hand-heart',
  'handshake',
  'hard-hat',
  'heart',
  'house',
  'key-round',
  'lamp',
  'landmark',
  'leaf',
  'megaphone',
  'monitor',
  'music',
  'package',
  'paintbrush',
  'palette',
  'party-popper',
  'paw-print',
  'plane',
  'receipt',
  'ruler',
  'scale',
  'scissors',
  'server',
  'shield-check',
  'shopping-bag',
  'shopping-cart',
  'smile',
  'sparkles',
  'spray-can',
  'stethoscope',
  'sun',
  'swords',
  'thermometer',
  'trending-up',
  'truck',
  'users',
  'users-round',
  'utensils-crossed',
  'wrench',
  'zap',
] as const;
export type BusinessTypeIcon = (typeof BUSINESS_TYPE_ICONS)[number];

export interface BusinessTypeDefinition {
  /** kebab-case; also the key of the type's name and description in `locales/<lng>/business-types.json`. */
  id: string;
  category: BusinessCategory;
  icon: BusinessTypeIcon;
  /** Tailwind gradient stops (`from-… to-…`) for the card's accent. */
  gradient: string;
  /** English search terms, matched besides the translated name and description. */
  keywords: readonly string[];
}

const define = <const Id extends string>(
  id: Id,
  category: BusinessCategory,
  icon: BusinessTypeIcon,
  gradient: string,
  keywords: readonly string[],
) => ({ id, category, icon, gradient, keywords }) satisfies BusinessTypeDefinition;

/** Spec §3: about 75 business types in the 20 categories (names and descriptions live in the translated catalog). */
export const BUSINESS_TYPES = [
  // Health & Wellness
  define('med-spa', 'Health & Wellness', 'sparkles', 'from-pink-500 to-rose-500', [
    'medspa',
    'aesthetics',
    'botox',
    'filler',
    'laser',
    'cosmetic',
  ]),
  define('dental-practice', 'Health & Wellness', 'smile', 'from-sky-500 to-cyan-500', [
    'dentist',
    'dental',
    'orthodontist',
    'teeth',
    'cleaning',
    'implants',
  ]),
  define('chiropractic', 'Health & Wellness', 'bone', 'from-emerald-500 to-teal-500', [
    'chiropractor',
    'spine',
    'back pain',
    'adjustment',
  ]),
  define('physical-therapy', 'Health & Wellness', 'activity', 'from-teal-500 to-cyan-600', [
    'physiotherapy',
    'physio',
    'rehab',
    'rehabilitation',
    'injury',
  ]),
  define('medical-clinic', 'Health & Wellness', 'stethoscope', 'from-blue-500 to-indigo-500', [
    'doctor',
    'physician',
    'urgent care',
    'primary care',
    'clinic',
    'medical',
  ]),
  define('mental-health', 'Health & Wellness', 'brain', 'from-violet-500 to-purple-500', [
    'therapist',
    'counseling',
    'counselor',
    'psychologist',
    'therapy',
  ]),
  // Home & Property Services
  define('plumbing', 'Home & Property Services', 'wrench', 'from-blue-500 to-sky-500', [
    'plumber',
    'pipes',
    'leak',
    'drain',
    'water heater',
    'emergency',
  ]),
  define('hvac', 'Home & Property Services', 'thermometer', 'from-orange-500 to-red-500', [
    'heating',
    'air conditioning',
    'ac',
    'furnace',
    'cooling',
    'heat pump',
  ]),
  define('roofing', 'Home & Property Services', 'house', 'from-slate-500 to-slate-700', [
    'roofer',
    'roof repair',
    'shingles',
    'gutters',
    'storm damage',
  ]),
  define('electrical', 'Home & Property Services', 'zap', 'from-amber-400 to-yellow-500', [
    'electrician',
    'wiring',
    'panel',
    'lighting',
    'outlets',
  ]),
  define('landscaping', 'Home & Property Services', 'leaf', 'from-green-500 to-emerald-600', [
    'lawn care',
    'gardening',
    'yard',
    'lawn',
    'tree service',
    'irrigation',
  ]),
  define('cleaning-services', 'Home & Property Services', 'spray-can', 'from-cyan-400 to-sky-500', [
    'house cleaning',
    'maid',
    'janitorial',
    'carpet cleaning',
    'cleaner',
  ]),
  define('pest-control', 'Home & Property Services', 'bug', 'from-lime-500 to-green-600', [
    'exterminator',
    'termites',
    'rodents',
    'bugs',
    'insects',
  ]),
  define('property-management', 'Home & Property Services', 'building-2', 'from-indigo-500 to-blue-600', [
    'property manager',
    'rentals',
    'tenants',
    'landlord',
    'leasing',
  ]),
  // Professional Services
  define('real-estate', 'Professional Services', 'key-round', 'from-indigo-500 to-violet-500', [
    'realtor',
    'real estate agent',
    'broker',
    'homes',
    'listings',
    'property',
  ]),
  define('marketing-agency', 'Professional Services', 'megaphone', 'from-fuchsia-500 to-pink-500', [
    'advertising',
    'digital marketing',
    'seo',
    'social media',
    'agency',
  ]),
  define('staffing-agency', 'Professional Services', 'users', 'from-sky-500 to-blue-600', [
    'recruiting',
    'recruiter',
    'hiring',
    'temp agency',
    'jobs',
  ]),
  define('architecture-firm', 'Professional Services', 'ruler', 'from-stone-500 to-slate-600', [
    'architect',
    'building design',
    'blueprints',
    'drafting',
  ]),
  // Retail & E-commerce
  define('retail-boutique', 'Retail & E-commerce', 'shopping-bag', 'from-rose-400 to-pink-500', [
    'boutique',
    'clothing store',
    'fashion',
    'shop',
    'store',
  ]),
  define('online-store', 'Retail & E-commerce', 'shopping-cart', 'from-violet-500 to-indigo-500', [
    'ecommerce',
    'e-commerce',
    'shopify',
    'online shop',
    'orders',
  ]),
  // Food & Beverage
  define('restaurant', 'Food & Beverage', 'utensils-crossed', 'from-red-500 to-orange-500', [
    'dining',
    'reservations',
    'takeout',
    'bistro',
    'eatery',
    'food',
  ]),
  define('catering', 'Food & Beverage', 'chef-hat', 'from-orange-500 to-amber-500', [
    'caterer',
    'events',
    'private chef',
    'banquet',
  ]),
  define('bakery', 'Food & Beverage', 'croissant', 'from-amber-400 to-orange-500', [
    'cakes',
    'pastries',
    'bread',
    'custom orders',
  ]),
  define('coffee-shop', 'Food & Beverage', 'coffee', 'from-yellow-700 to-amber-800', [
    'cafe',
    'café',
    'espresso',
    'coffee',
  ]),
  // Beauty & Personal Care
  define('hair-salon', 'Beauty & Personal Care', 'scissors', 'from-pink-500 to-fuchsia-500', [
    'salon',
    'hairdresser',
    'stylist',
    'haircut',
    'color',
  ]),
  define('barbershop', 'Beauty & Personal Care', 'scissors', 'from-slate-600 to-zinc-800', [
    'barber',
    'haircut',
    'fade',
    'shave',
    'beard',
  ]),
  define('nail-salon', 'Beauty & Personal Care', 'hand', 'from-rose-400 to-red-400', [
    'manicure',
    'pedicure',
    'nails',
    'gel',
  ]),
  define('day-spa', 'Beauty & Personal Care', 'flower-2', 'from-purple-400 to-pink-400', [
    'spa',
    'massage',
    'facial',
    'wellness',
    'esthetician',
  ]),
  // Technology & Digital
  define('it-services', 'Technology & Digital', 'server', 'from-slate-500 to-blue-600', [
    'it support',
    'managed services',
    'msp',
    'tech support',
    'computer repair',
  ]),
  define('software-company', 'Technology & Digital', 'code', 'from-indigo-500 to-purple-600', [
    'saas',
    'software',
    'app',
    'startup',
    'customer support',
  ]),
  define('web-design', 'Technology & Digital', 'monitor', 'from-cyan-500 to-blue-500', [
    'web designer',
    'website',
    'web developer',
    'agency',
  ]),
  // Education & Training
  define('tutoring', 'Education & Training', 'book-open', 'from-blue-500 to-indigo-500', [
    'tutor',
    'test prep',
    'lessons',
    'homework',
    'sat',
  ]),
  define('driving-school', 'Education & Training', 'car-front', 'from-emerald-500 to-green-600', [
    'driving lessons',
    'driver education',
    'license',
  ]),
  define('music-school', 'Education & Training', 'music', 'from-violet-500 to-fuchsia-500', [
    'music lessons',
    'piano',
    'guitar',
    'voice lessons',
  ]),
  // Transportation & Logistics
  define('moving-company', 'Transportation & Logistics', 'truck', 'from-orange-500 to-amber-600', [
    'movers',
    'moving',
    'relocation',
    'storage',
  ]),
  define('limousine-service', 'Transportation & Logistics', 'car', 'from-zinc-600 to-slate-800', [
    'limo',
    'chauffeur',
    'car service',
    'airport transfer',
  ]),
  define('courier-delivery', 'Transportation & Logistics', 'package', 'from-amber-500 to-yellow-600', [
    'courier',
    'delivery',
    'freight',
    'logistics',
    'shipping',
  ]),
  // Entertainment & Events
  define('event-planning', 'Entertainment & Events', 'party-popper', 'from-fuchsia-500 to-purple-600', [
    'event planner',
    'parties',
    'corporate events',
    'coordinator',
  ]),
  define('wedding-venue', 'Entertainment & Events', 'heart', 'from-rose-400 to-pink-600', [
    'weddings',
    'venue',
    'banquet hall',
    'receptions',
  ]),
  define('dj-entertainment', 'Entertainment & Events', 'disc-3', 'from-violet-600 to-indigo-700', [
    'dj',
    'entertainment',
    'band',
    'sound',
    'party',
  ]),
  // Financial Services
  define('tax-preparation', 'Financial Services', 'receipt', 'from-emerald-500 to-green-600', [
    'tax',
    'taxes',
    'tax preparer',
    'cpa',
    'irs',
    'tax return',
  ]),
  define('insurance-agency', 'Financial Services', 'shield-check', 'from-blue-600 to-indigo-600', [
    'insurance',
    'insurance agent',
    'policy',
    'auto insurance',
    'life insurance',
  ]),
  define('financial-advisor', 'Financial Services', 'trending-up', 'from-teal-500 to-emerald-600', [
    'wealth management',
    'financial planner',
    'investments',
    'retirement',
  ]),
  define('mortgage-broker', 'Financial Services', 'landmark', 'from-indigo-500 to-sky-600', [
    'mortgage',
    'home loans',
    'lender',
    'refinance',
    'loan officer',
  ]),
  define('accounting-firm', 'Financial Services', 'book-open-check', 'from-green-600 to-teal-600', [
    'accountant',
    'bookkeeping',
    'bookkeeper',
    'cpa',
    'payroll',
  ]),
  // Construction & Trades
  define('general-contractor', 'Construction & Trades', 'hard-hat', 'from-yellow-500 to-orange-500', [
    'contractor',
    'construction',
    'builder',
    'renovation',
  ]),
  define('home-remodeling', 'Construction & Trades', 'hammer', 'from-orange-500 to-red-600', [
    'remodeler',
    'kitchen remodel',
    'bathroom remodel',
    'renovation',
  ]),
  define('painting-contractor', 'Construction & Trades', 'paintbrush', 'from-sky-400 to-indigo-500', [
    'painter',
    'house painting',
    'interior painting',
    'exterior painting',
  ]),
  define('solar-installation', 'Construction & Trades', 'sun', 'from-amber-400 to-orange-500', [
    'solar',
    'solar panels',
    'renewable energy',
    'installer',
  ]),
  // Automotive Services
  define('auto-repair', 'Automotive Services', 'wrench', 'from-slate-600 to-slate-800', [
    'mechanic',
    'car repair',
    'garage',
    'oil change',
    'brakes',
  ]),
  define('auto-body', 'Automotive Services', 'car-front', 'from-red-500 to-rose-600', [
    'collision repair',
    'body shop',
    'dent repair',
    'paint',
  ]),
  define('car-dealership', 'Automotive Services', 'car', 'from-blue-600 to-sky-600', [
    'dealer',
    'used cars',
    'new cars',
    'test drive',
    'auto sales',
  ]),
  define('car-wash', 'Automotive Services', 'droplets', 'from-cyan-400 to-blue-500', [
    'detailing',
    'auto detailing',
    'car detailing',
  ]),
  // Pet & Animal Services
  define('veterinary', 'Pet & Animal Services', 'paw-print', 'from-teal-500 to-cyan-600', [
    'vet',
    'veterinarian',
    'animal hospital',
    'pet clinic',
  ]),
  define('pet-grooming', 'Pet & Animal Services', 'dog', 'from-amber-400 to-orange-500', [
    'groomer',
    'dog grooming',
    'pet salon',
    'bathing',
  ]),
  define('pet-boarding', 'Pet & Animal Services', 'bone', 'from-lime-500 to-emerald-600', [
    'kennel',
    'dog daycare',
    'pet sitting',
    'dog training',
    'boarding',
  ]),
  // Sports & Fitness
  define('gym', 'Sports & Fitness', 'dumbbell', 'from-red-500 to-orange-500', [
    'fitness center',
    'health club',
    'membership',
    'workout',
  ]),
  define('yoga-studio', 'Sports & Fitness', 'flower', 'from-purple-500 to-violet-500', [
    'yoga',
    'pilates',
    'meditation',
    'classes',
  ]),
  define('personal-training', 'Sports & Fitness', 'biceps-flexed', 'from-orange-500 to-amber-500', [
    'personal trainer',
    'coaching',
    'fitness coach',
  ]),
  define('martial-arts', 'Sports & Fitness', 'swords', 'from-zinc-700 to-red-700', [
    'karate',
    'jiu jitsu',
    'taekwondo',
    'boxing',
    'dojo',
    'mma',
  ]),
  // Legal & Consulting
  define('law-firm', 'Legal & Consulting', 'scale', 'from-slate-700 to-indigo-800', [
    'lawyer',
    'attorney',
    'legal',
    'law office',
    'consultation',
  ]),
  define('personal-injury-law', 'Legal & Consulting', 'gavel', 'from-indigo-700 to-blue-800', [
    'personal injury',
    'accident lawyer',
    'injury attorney',
    'claims',
  ]),
  define('immigration-law', 'Legal & Consulting', 'landmark', 'from-blue-700 to-sky-700', [
    'immigration',
    'visa',
    'green card',
    'citizenship',
  ]),
  define('business-consulting', 'Legal & Consulting', 'handshake', 'from-teal-600 to-emerald-700', [
    'consultant',
    'consulting',
    'strategy',
    'advisory',
    'coaching',
  ]),
  // Creative & Design
  define('photography', 'Creative & Design', 'camera', 'from-slate-500 to-zinc-700', [
    'photographer',
    'photo studio',
    'portraits',
    'wedding photography',
  ]),
  define('interior-design', 'Creative & Design', 'lamp', 'from-amber-400 to-rose-400', [
    'interior designer',
    'decorator',
    'home staging',
    'design',
  ]),
  define('graphic-design', 'Creative & Design', 'palette', 'from-pink-500 to-violet-500', [
    'designer',
    'branding',
    'logo design',
    'print design',
  ]),
  // Manufacturing & Industrial
  define('manufacturing', 'Manufacturing & Industrial', 'factory', 'from-slate-600 to-gray-700', [
    'manufacturer',
    'factory',
    'production',
    'fabrication',
    'oem',
  ]),
  define('equipment-rental', 'Manufacturing & Industrial', 'forklift', 'from-yellow-500 to-amber-600', [
    'equipment',
    'machinery rental',
    'tool rental',
    'heavy equipment',
  ]),
  define('machine-shop', 'Manufacturing & Industrial', 'cog', 'from-zinc-500 to-slate-700', [
    'cnc',
    'machining',
    'welding',
    'metal work',
  ]),
  // Travel & Hospitality
  define('hotel', 'Travel & Hospitality', 'bed-double', 'from-indigo-500 to-blue-500', [
    'hotel',
    'motel',
    'inn',
    'bed and breakfast',
    'lodging',
    'reservations',
  ]),
  define('vacation-rental', 'Travel & Hospitality', 'key-round', 'from-teal-400 to-cyan-500', [
    'airbnb',
    'short-term rental',
    'vrbo',
    'holiday home',
  ]),
  define('travel-agency', 'Travel & Hospitality', 'plane', 'from-sky-500 to-indigo-500', [
    'travel agent',
    'tours',
    'vacations',
    'cruises',
    'trips',
  ]),
  // Non-Profit & Community
  define('nonprofit', 'Non-Profit & Community', 'hand-heart', 'from-rose-500 to-red-500', [
    'non-profit',
    'charity',
    'donations',
    'volunteers',
    'foundation',
  ]),
  define('church', 'Non-Profit & Community', 'church', 'from-violet-500 to-indigo-600', [
    'church',
    'ministry',
    'congregation',
    'place of worship',
    'faith',
  ]),
  define('community-center', 'Non-Profit & Community', 'users-round', 'from-emerald-500 to-teal-500', [
    'community',
    'association',
    'club',
    'youth programs',
    'recreation',
  ]),
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type BusinessTypeId = BusinessType['id'];

export interface BusinessTypeFilter {
  search: string;
  category: BusinessCategory | null;
}

/** The texts a visitor reads for a type, in the active language. */
export type DescribeBusinessType = (type: BusinessType) => { name: string; description: string };

/**
 * Spec §4 grid filtering. A non-blank search term (trimmed, case-insensitive substring of the translated name, the
 * translated description or an English keyword) wins over the category and searches all types; otherwise the chosen
 * category; with neither, only the four default categories.
 */
export function filterBusinessTypes(
  types: readonly BusinessType[],
  { search, category }: BusinessTypeFilter,
  describe: DescribeBusinessType,
): BusinessType[] {
  const term = search.trim().toLowerCase();
  if (term) {
    return types.filter((type) => {
      const { name, description } = describe(type);
      return [name, description, ...type.keywords].some((text) => text.toLowerCase().includes(term));
    });
  }
  const shown: readonly BusinessCategory[] = category ? [category] : DEFAULT_BUSINESS_CATEGORIES;
  return types.filter((type) => shown.includes(type.category));
}

export const isBusinessCategory = (value: unknown): value is BusinessCategory =>
  typeof value === 'string' && (BUSINESS_CATEGORIES as readonly string[]).includes(value);
