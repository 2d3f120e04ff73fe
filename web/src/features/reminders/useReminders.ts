import { useCallback, useEffect, useState } from 'react';
import { applyChange, type Reminders, type RemindersChange } from './reminders';
import { readReminders, saveReminders } from './remindersApi';

interface Read {
  reminders: Reminders | null;
  error: unknown;
}

/** The person's reminders: read on opening (and on Retry), then each saved change as the server answers it. */
export function useReminders() {
  const [read, setRead] = useState<Read>({ reminders: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let current = true;
    readReminders().then(
      (reminders) => {
        if (current) setRead({ reminders, error: null });
      },
      (error: unknown) => {
        console.warn('Could not load the reminders', error);
        if (current) setRead({ reminders: null, error });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const refetch = useCallback(() => {
    setRead({ reminders: null, error: null });
    setAttempt((count) => count + 1);
  }, []);
  /** Saves a change; a refusal throws and leaves the reminders as they were. */
  const save = useCallback(async (change: RemindersChange) => {
    setSaving(true);
    try {
      const saved = await saveReminders(change);
      setRead((current) => ({ reminders: saved ?? (current.reminders && applyChange(current.reminders, change)), error: null }));
    } finally {
      setSaving(false);
    }
  }, []);
  return { reminders: read.reminders, error: read.error, saving, save, refetch };
}
