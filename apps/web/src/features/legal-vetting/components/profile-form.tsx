import {
  FEE_CURRENCIES,
  type LawyerProfileInput,
  lawyerProfileInput,
  PRACTICE_AREAS,
  type TimeRange,
  VETTING_JURISDICTIONS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { canonicalTimeZone, timeZoneOptions } from '@lexi/shared/time-zones';
import {
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { browserTimeZone } from '../api/meetings.ts';
import { saveMyProfile } from '../api/profile.ts';
import { RangesEditor } from './ranges-editor.tsx';

const workday = [{ start: '09:00', end: '17:00' }];
export function newProfile(timeZone: string): LawyerProfileInput {
  return {
    practice_areas: [],
    jurisdictions: [],
    languages: ['English'],
    years_experience: 0,
    fee_amount: 0,
    fee_currency: 'INR',
    bio: '',
    time_zone: timeZone,
    weekly_hours: { mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [], sun: [] },
    date_overrides: [],
    meeting_minutes: 30,
    buffer_minutes: 10,
    min_notice_minutes: 240,
    accepts_requests: true,
  };
}

const zones = (): string[] => {
  try {
    return timeZoneOptions(Intl.supportedValuesOf('timeZone'));
  } catch {
    return ['UTC', 'Asia/Kolkata', 'America/New_York', 'Europe/London'];
  }
};

const WeekdayRow = memo(function WeekdayRow({
  day,
  ranges,
  onChange,
}: {
  day: Weekday;
  ranges: TimeRange[];
  onChange: (day: Weekday, ranges: TimeRange[]) => void;
}) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Text w={110} fw={600} size="sm" pt={6}>
        {WEEKDAY_LABELS[day]}
      </Text>
      <RangesEditor
        label={WEEKDAY_LABELS[day]}
        ranges={ranges}
        emptyText="Unavailable"
        onChange={(next) => onChange(day, next)}
      />
    </Group>
  );
});

/** The lawyer's profile, weekly hours (in their zone) and date overrides. */
export function ProfileForm({ initial }: { initial: LawyerProfileInput | null }) {
  const [profile, setProfile] = useState<LawyerProfileInput>(() =>
    initial ? { ...initial, time_zone: canonicalTimeZone(initial.time_zone) } : newProfile(browserTimeZone()),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const allZones = useMemo(zones, []);
  // A zone this browser does not list (an older ICU) is still offered when it is the saved one.
  const zoneOptions = useMemo(
    () => (allZones.includes(profile.time_zone) ? allZones : [profile.time_zone, ...allZones]),
    [allZones, profile.time_zone],
  );
  const queryClient = useQueryClient();
  const set = <K extends keyof LawyerProfileInput>(key: K, value: LawyerProfileInput[K]) =>
    setProfile((current) => ({ ...current, [key]: value }));
  // Stable, so that a change elsewhere does not re-render the seven weekday editors.
  const setDay = useCallback(
    (day: Weekday, ranges: TimeRange[]) =>
      setProfile((current) => ({ ...current, weekly_hours: { ...current.weekly_hours, [day]: ranges } })),
    [],
  );
  const save = useMutation({
    mutationFn: saveMyProfile,
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'vetting.save-profile' });
      await queryClient.invalidateQueries({ queryKey: ['legal-vetting'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'vetting.save-profile' }),
  });
  const submit = () => {
    const parsed = lawyerProfileInput.safeParse(profile);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.common.invalidRequest);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Profile
            </Title>
            <Switch
              label="Take new vetting requests"
              checked={profile.accepts_requests}
              onChange={(event) => set('accepts_requests', event.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                label="Practice areas"
                data={[...PRACTICE_AREAS]}
                value={profile.practice_areas}
                onChange={(value) => set('practice_areas', value as LawyerProfileInput['practice_areas'])}
              />
              <MultiSelect
                label="Jurisdictions"
                data={[...VETTING_JURISDICTIONS]}
                value={profile.jurisdictions}
                onChange={(value) => set('jurisdictions', value as LawyerProfileInput['jurisdictions'])}
              />
              <TagsInput
                label="Languages"
                value={profile.languages}
                onChange={(value) => set('languages', value)}
              />
              <NumberInput
                label="Years of experience"
                min={0}
                max={70}
                value={profile.years_experience}
                onChange={(value) => set('years_experience', Number(value) || 0)}
              />
              <NumberInput
                label="Fee per meeting"
                min={0}
                value={profile.fee_amount}
                onChange={(value) => set('fee_amount', Number(value) || 0)}
              />
              <Select
                label="Currency"
                data={[...FEE_CURRENCIES]}
                value={profile.fee_currency}
                allowDeselect={false}
                onChange={(value) =>
                  value && set('fee_currency', value as LawyerProfileInput['fee_currency'])
                }
              />
            </SimpleGrid>
            <Textarea
              label="About you"
              minRows={2}
              maxLength={2000}
              value={profile.bio}
              onChange={(event) => set('bio', event.currentTarget.value)}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Availability
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Your time zone"
                searchable
                data={zoneOptions}
                value={profile.time_zone}
                allowDeselect={false}
                onChange={(value) => value && set('time_zone', value)}
              />
              <NumberInput
                label="Meeting length (minutes)"
                min={15}
                max={240}
                step={15}
                value={profile.meeting_minutes}
                onChange={(value) => set('meeting_minutes', Number(value) || 0)}
              />
              <NumberInput
                label="Buffer between meetings (minutes)"
                min={0}
                max={120}
                step={5}
                value={profile.buffer_minutes}
                onChange={(value) => set('buffer_minutes', Number(value) || 0)}
              />
              <NumberInput
                label="Minimum notice (minutes)"
                min={0}
                step={60}
                value={profile.min_notice_minutes}
                onChange={(value) => set('min_notice_minutes', Number(value) || 0)}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">{`Weekly hours, in your time zone (${profile.time_zone}).`}</Text>
            {WEEKDAYS.map((day) => (
              <WeekdayRow key={day} day={day} ranges={profile.weekly_hours[day]} onChange={setDay} />
            ))}
            <Divider />
            <Title order={3} fz="md">
              Date overrides
            </Title>
            <Text size="sm" c="dimmed">
              A day off (no hours) or different hours on one date.
            </Text>
            {profile.date_overrides.map((override, index) => (
              <Group key={override.date || index} align="flex-start" gap="md" wrap="wrap">
                <TextInput
                  type="date"
                  aria-label={`Override ${index + 1} date`}
                  value={override.date}
                  w={170}
                  onChange={(event) => {
                    const date = event.currentTarget.value;
                    set(
                      'date_overrides',
                      profile.date_overrides.map((o, i) => (i === index ? { ...o, date } : o)),
                    );
                  }}
                />
                <RangesEditor
                  label={override.date || `override ${index + 1}`}
                  ranges={override.ranges}
                  emptyText="Day off"
                  onChange={(ranges) =>
                    set(
                      'date_overrides',
                      profile.date_overrides.map((o, i) => (i === index ? { ...o, ranges } : o)),
                    )
                  }
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    set(
                      'date_overrides',
                      profile.date_overrides.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove date
                </Button>
              </Group>
            ))}
            <Button
              size="xs"
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => set('date_overrides', [...profile.date_overrides, { date: '', ranges: [] }])}
            >
              Add a date
            </Button>
          </Stack>
        </Paper>
        {problem ? (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
