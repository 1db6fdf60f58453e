import type { LawyerProfileInput, WeeklyHours } from '@lexi/shared/api/legal-vetting';
import type { Deps } from '../../deps.ts';
import { findUserByLogin } from '../accounts/users.repository.ts';
import { saveMyProfile } from './lawyer-profile.service.ts';
import { findProfile } from './lawyers.repository.ts';

const weekdays = (ranges: WeeklyHours['mon']): WeeklyHours => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: [],
  sun: [],
});
const common = {
  date_overrides: [],
  meeting_minutes: 30,
  buffer_minutes: 15,
  min_notice_minutes: 240,
  accepts_requests: true,
};

/** The demonstration lawyers' profiles: one in each jurisdiction, each in their own time zone. */
const demoProfiles: Record<string, LawyerProfileInput> = {
  'adv.kapoor': {
    ...common,
    practice_areas: ['Contracts', 'Corporate', 'Employment'],
    jurisdictions: ['India'],
    languages: ['English', 'Hindi'],
    years_experience: 14,
    fee_amount: 4000,
    fee_currency: 'INR',
    bio: 'Advocate in Delhi: commercial contracts, shareholder agreements and employment terms for start-ups.',
    time_zone: 'Asia/Kolkata',
    weekly_hours: weekdays([
      { start: '10:00', end: '13:00' },
      { start: '14:30', end: '18:00' },
    ]),
  },
  'jordan.lee': {
    ...common,
    practice_areas: ['Contracts', 'Intellectual property', 'Data protection'],
    jurisdictions: ['USA'],
    languages: ['English', 'Spanish'],
    years_experience: 9,
    fee_amount: 250,
    fee_currency: 'USD',
    bio: 'New York attorney: SaaS agreements, licensing and privacy terms.',
    time_zone: 'America/New_York',
    weekly_hours: weekdays([{ start: '09:00', end: '17:00' }]),
  },
  'eleanor.hughes': {
    ...common,
    practice_areas: ['Contracts', 'Real estate', 'Employment'],
    jurisdictions: ['UK'],
    languages: ['English', 'French'],
    years_experience: 11,
    fee_amount: 180,
    fee_currency: 'GBP',
    bio: 'Solicitor in London: leases, supplier agreements and employment contracts.',
    time_zone: 'Europe/London',
    weekly_hours: weekdays([
      { start: '09:30', end: '12:30' },
      { start: '13:30', end: '17:00' },
    ]),
  },
};

/** Gives each demonstration lawyer a profile, once (a profile they changed is kept). */
export async function seedDemoLawyerProfiles(deps: Deps): Promise<void> {
  for (const [username, profile] of Object.entries(demoProfiles)) {
    const user = await findUserByLogin(deps.db, username);
    if (user && !(await findProfile(deps.db, user.id))) await saveMyProfile(deps, user.id, profile);
  }
}
