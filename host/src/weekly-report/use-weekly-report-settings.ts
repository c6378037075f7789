import { useEffect, useState } from 'react';
import { type WeeklyReportSettingsInput, type WeeklyReportSettingsResponse, weeklyReportSettingsSchema } from 'shared-contracts';
import { fieldsOf, messageOf } from './error-message';
import { weeklyReportApi } from './weekly-report-api';

/** The form's values: the address as typed ('' for the login address). */
export interface WeeklyReportForm {
  enabled: boolean;
  weekday: number;
  hour: number;
  email: string;
}

const formOf = (settings: WeeklyReportSettingsResponse): WeeklyReportForm => ({
  enabled: settings.enabled,
  weekday: settings.weekday,
  hour: settings.hour,
  email: settings.email ?? '',
});

/**
 * The メール通知 dialog's state: the saved settings (with the last send), the form, and the field
 * messages of the same contract the API validates with, so both refuse alike.
 */
export function useWeeklyReportSettings() {
  const [saved, setSaved] = useState<WeeklyReportSettingsResponse | null>(null);
  const [form, setForm] = useState<WeeklyReportForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const load = () => {
    setLoadError(null);
    weeklyReportApi
      .settings()
      .then((settings) => {
        setSaved(settings);
        setForm(formOf(settings));
      })
      .catch((error: unknown) => setLoadError(messageOf(error)));
  };
  useEffect(load, []);

  const change = (patch: Partial<WeeklyReportForm>) => {
    setForm((current) => (current ? { ...current, ...patch } : current));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };

  /** Saves the form; the saved settings, or null when it was refused (the messages are at the fields). */
  const save = async (): Promise<WeeklyReportSettingsResponse | null> => {
    if (!form) return null;
    const input: WeeklyReportSettingsInput = { ...form, email: form.email.trim() === '' ? null : form.email };
    const checked = weeklyReportSettingsSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return null;
    }
    setSaving(true);
    try {
      const settings = await weeklyReportApi.save(input);
      setSaved(settings);
      setForm(formOf(settings));
      return settings;
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: messageOf(error) });
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { saved, form, loadError, errors, saving, change, save, reload: load };
}
