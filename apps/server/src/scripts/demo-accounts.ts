import type { RegisterInput } from '../modules/accounts/register.service.ts';

export const DEMO_PASSWORD = 'LeXi-Demo-2026!';

type DemoAccount = Omit<RegisterInput, 'password'> & { role: string };

/** The people `npm run demo` creates: one of each kind of account, and lawyers for vetting. */
export const demoAccounts: DemoAccount[] = [
  {
    role: 'Individual (India)',
    first_name: 'Asha',
    last_name: 'Verma',
    username: 'asha',
    email: 'asha@demo.lexi.in',
    phone_number: '9800000001',
    country: 'India',
    country_code: '+91',
    account_type: 'individual',
  },
  {
    role: 'Business (India)',
    first_name: 'Meera',
    last_name: 'Iyer',
    username: 'meera.business',
    email: 'meera@demo.lexi.in',
    phone_number: '9800000002',
    country: 'India',
    country_code: '+91',
    account_type: 'business',
  },
  {
    role: 'Law-firm admin (India)',
    first_name: 'Vikram',
    last_name: 'Rao',
    username: 'rao.firm',
    email: 'vikram@rao-associates.demo.lexi.in',
    phone_number: '9800000003',
    country: 'India',
    country_code: '+91',
    account_type: 'law_firm',
    firm_name: 'Rao & Associates',
  },
  {
    role: 'Lawyer (India)',
    first_name: 'Nandini',
    last_name: 'Kapoor',
    username: 'adv.kapoor',
    email: 'nandini.kapoor@demo.lexi.in',
    phone_number: '9800000004',
    country: 'India',
    country_code: '+91',
    account_type: 'lawyer',
  },
  {
    role: 'Lawyer (USA)',
    first_name: 'Jordan',
    last_name: 'Lee',
    username: 'jordan.lee',
    email: 'jordan.lee@demo.lexi.us',
    phone_number: '2125550104',
    country: 'USA',
    country_code: '+1',
    account_type: 'lawyer',
  },
  {
    role: 'Lawyer (UK)',
    first_name: 'Eleanor',
    last_name: 'Hughes',
    username: 'eleanor.hughes',
    email: 'eleanor.hughes@demo.lexi.uk',
    phone_number: '7700900105',
    country: 'UK',
    country_code: '+44',
    account_type: 'lawyer',
  },
];
