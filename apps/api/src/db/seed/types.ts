/** Shapes of the demo catalogue; the seeder turns them into rows. Dates are relative to "today". */

export type LocaleText = { bg: string; en: string };

export type SeedCategory = {
  slug: string;
  name: LocaleText;
  subcategories: { slug: string; name: LocaleText }[];
};

export type SeedInstructor = {
  key: string; // unique within the provider
  name: string; // first and last name joined, in the script the instructor uses (Cyrillic for Bulgarians)
  role: string; // e.g. "Водещ лектор"
  order: number; // higher first
  about: string;
};

export type SeedProvider = {
  slug: string;
  companyName: string; // at most 30 characters
  companyOwner: string;
  vatId: string; // e.g. "BG204567891"
  iban: string; // valid Bulgarian IBAN
  accountHolder: string;
  punchline: string;
  welcomeText: string;
  description: string;
  phone: string; // e.g. "+359 888 123 456"
  website: string;
  email: string;
  address: string;
  cityKey: CityKey;
  brandColor: string; // hex, used to draw the generated logo
  instructors: SeedInstructor[];
};

export type CityKey = "sofia" | "veliko-tarnovo" | "plovdiv" | "dobrich" | "varna" | "burgas";

export type CourseType =
  | "online"
  | "onsite"
  | "open"
  | "on_demand"
  | "certification"
  | "recorded"
  | "individual"
  | "group";

export type Audience = "consumers" | "business" | "kids" | "individuals";

export type SeedSession = {
  title: string;
  description: string;
  /** days from today (negative = past), start hour "HH:MM" and end hour, Europe/Sofia time */
  dayOffset: number;
  start: string;
  end: string;
  instructorKey: string;
};

export type SeedModule = {
  title: string;
  description: string;
  sessions: SeedSession[];
};

export type SeedCourse = {
  slug: string;
  providerSlug: string;
  categorySlug: string;
  subcategorySlug: string;
  language: "bg" | "en" | "de" | "es" | "fr" | "pt" | "it";
  types: CourseType[]; // at least one
  audience: Audience[];
  title: string;
  description: string; // one or two sentences, shown on cards
  overview: string; // a few paragraphs separated by blank lines
  outcomes: string[]; // key outcomes, 3-6
  audienceText: string; // who the course is for
  keywords: string[];
  cityKey?: CityKey; // onsite courses
  address?: string; // onsite courses
  meetingUrl?: string; // online courses
  frequency: "one_off" | "subscription";
  price: number; // euro cents, a round amount, e.g. 24900 = 249.00 € (converted when selling in leva)
  earlyBirdPrice?: number; // below price
  earlyBirdDayOffset?: number; // early bird valid until today + N days
  capacity: number;
  groupSize?: number;
  requiresBookingApproval?: boolean;
  videoUrl?: string; // recorded courses: a public video URL (e.g. https://www.youtube.com/watch?v=...)
  modules: SeedModule[]; // scheduled courses; recorded courses may have modules without sessions
  /** on-demand (bookable) courses: offered slots, days from today and hours */
  slots?: { dayOffset: number; start: string; end: string; capacity: number }[];
  coverPalette: [string, string]; // two hex colours for the generated cover
  reviews: SeedReview[];
};

export type SeedReview = {
  authorKey: number; // index into the generated demo learners (0-39)
  content: 1 | 2 | 3 | 4 | 5;
  outcomes: 1 | 2 | 3 | 4 | 5;
  overall: 1 | 2 | 3 | 4 | 5;
  recommend: boolean;
  comment: string;
  suggestions?: string;
  otherCoursesWanted?: string;
};
