import { useEffect, useRef, useState } from 'react';
import { ChannelChoice } from '../../features/reminders/ChannelChoice';
import { DevicePushSwitch } from '../../features/reminders/DevicePushSwitch';
import type { PushRefusal } from '../../features/reminders/pushDevice';
import {
  channelChange,
  dailyChange,
  DEFAULT_DAILY_TIME,
  DEFAULT_QUIET_HOURS,
  refusalText,
  shownTimeZone,
  timeZoneChoices,
  timeZoneLabel,
  wantsPush,
  withShownTimeZone,
  type Channel,
  type ChannelKind,
  type Reminders,
  type RemindersChange,
} from '../../features/reminders/reminders';
import { TimeField } from '../../features/reminders/TimeField';
import { browserTimeZone } from '../../lib/time';
import { useDevicePush } from '../../features/reminders/useDevicePush';
import { useReminders } from '../../features/reminders/useReminders';
import { LoadFailed } from '../../ui/LoadFailed';
import { Card, Spinner } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';

/**
 * Reminders: what reaches the person and how. Per kind of message, email, push or both; the daily
 * practice reminder at their hour in their time zone; the streak keeper; quiet hours. Push on this
 * device is asked of the browser only when the person turns it on here.
 */
export function RemindersCard() {
  const { reminders, error, saving, save, refetch } = useReminders();
  const device = useDevicePush();
  const [problem, setProblem] = useState<PushRefusal | null>(null);

  // Changes are saved one after another, each made from the settings as the one before left them: a
  // time left for a checkbox saves the time, then the checkbox beside that time, not beside the old one.
  const queue = useRef<{ last: Promise<void>; pending: number; latest: Reminders | null }>({ last: Promise.resolve(), pending: 0, latest: null });
  // Between saves, the settings as last read are the ones a change starts from.
  useEffect(() => {
    if (queue.current.pending === 0) queue.current.latest = reminders;
  }, [reminders]);
  const change = (make: (current: Reminders) => RemindersChange): Promise<void> => {
    const saves = queue.current;
    saves.pending += 1;
    saves.last = saves.last.then(async () => {
      try {
        const current = saves.latest ?? reminders;
        if (!current) return;
        saves.latest = await save(withShownTimeZone(current, make(current), browserTimeZone()));
        toast({ title: 'Reminders saved', icon: 'check' });
      } catch (failure) {
        console.warn('Could not save the reminders', failure);
        toast({ title: 'Could not save your reminders', description: refusalText(failure), variant: 'destructive' });
      } finally {
        saves.pending -= 1;
      }
    });
    return saves.last;
  };

  /** Push on or off here; true when it is on afterwards. */
  const turnDevice = async (on: boolean): Promise<boolean> => {
    setProblem(null);
    try {
      const reached = await device.turn(on);
      if (reached === 'on' || reached === 'off') {
        toast({ title: on ? 'Push on for this device' : 'Push off for this device', icon: 'check' });
        return reached === 'on';
      }
      setProblem(reached);
    } catch (failure) {
      console.warn('Could not change push on this device', failure);
      toast({ title: on ? 'Could not turn on push' : 'Could not turn off push', description: 'Please try again.', variant: 'destructive' });
    }
    return false;
  };

  const chooseChannel = async (kind: ChannelKind, channel: Channel, on: boolean) => {
    // Choosing push is what asks the browser, when this device does not receive it yet.
    if (channel === 'push' && on && device.state !== 'on' && !(await turnDevice(true))) return;
    await change((current) => channelChange(current, kind, channel, on));
  };

  /** The daily reminder on or off; on by push, it first makes sure push reaches this device. */
  const turnDaily = async (current: Reminders, on: boolean) => {
    if (!on) return change((latest) => dailyChange(latest, null));
    const needsDevice = current.daily.channels.includes('push') && device.state !== 'on';
    const push = !needsDevice || (await turnDevice(true));
    await change((latest) => dailyChange(latest, DEFAULT_DAILY_TIME, { push }));
  };

  if (!reminders) {
    return (
      <Card title="Reminders" icon="clock" className="profile__reminders">
        {error ? <LoadFailed what="your reminders" onRetry={refetch} /> : <Spinner label="Loading your reminders..." />}
      </Card>
    );
  }
  const disabled = saving || device.state === 'working';
  const dailyOn = reminders.daily.time !== null;
  const quiet = reminders.quietHours;
  const timeZone = shownTimeZone(reminders, browserTimeZone());
  return (
    <Card title="Reminders" icon="clock" className="profile__reminders">
      <div className="settings reminders">
        <DevicePushSwitch state={device.state} problem={problem} othersOnly={wantsPush(reminders)} onTurn={(on) => void turnDevice(on)} />

        <label className="setting-switch">
          <span className="setting-switch__text">
            <span className="setting-switch__label">Daily practice reminder</span>
            <span className="muted">A gentle word at your hour, skipped on a day you have already sat</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="setting-switch__input"
            checked={dailyOn}
            aria-checked={dailyOn}
            disabled={disabled}
            onChange={(event) => void turnDaily(reminders, event.currentTarget.checked)}
          />
        </label>
        {dailyOn ? (
          <div className="reminders__detail">
            <TimeField label="Remind me at" value={reminders.daily.time ?? DEFAULT_DAILY_TIME} disabled={disabled} onCommit={(time) => void change((latest) => dailyChange(latest, time))} />
            <ChannelChoice legend="Daily reminder by" chosen={reminders.daily.channels} disabled={disabled} onChange={(channel, on) => void chooseChannel('daily', channel, on)} />
          </div>
        ) : null}

        <label className="setting-switch">
          <span className="setting-switch__text">
            <span className="setting-switch__label">Streak keeper</span>
            <span className="muted">One message late on a day that would break your streak, the way your daily reminder comes</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="setting-switch__input"
            checked={reminders.streakKeeper}
            aria-checked={reminders.streakKeeper}
            disabled={disabled}
            onChange={(event) => {
              const streakKeeper = event.currentTarget.checked;
              void change(() => ({ streakKeeper }));
            }}
          />
        </label>

        <div className="reminders__detail">
          <ChannelChoice
            legend="Sessions you joined: when they start, and 24 hours and 10 minutes before"
            chosen={reminders.sessionStarts}
            disabled={disabled}
            onChange={(channel, on) => void chooseChannel('sessionStarts', channel, on)}
          />
        </div>

        <label className="setting-switch">
          <span className="setting-switch__text">
            <span className="setting-switch__label">Quiet hours</span>
            <span className="muted">Nothing is sent between these hours</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="setting-switch__input"
            checked={quiet !== null}
            aria-checked={quiet !== null}
            disabled={disabled}
            onChange={(event) => {
              const quietHours = event.currentTarget.checked ? DEFAULT_QUIET_HOURS : null;
              void change(() => ({ quietHours }));
            }}
          />
        </label>
        {quiet ? (
          <div className="reminders__detail reminders__times">
            <TimeField label="Quiet from" value={quiet.from} disabled={disabled} onCommit={(from) => void change((latest) => ({ quietHours: { from, to: latest.quietHours?.to ?? quiet.to } }))} />
            <TimeField label="Quiet until" value={quiet.to} disabled={disabled} onCommit={(to) => void change((latest) => ({ quietHours: { from: latest.quietHours?.from ?? quiet.from, to } }))} />
          </div>
        ) : null}

        <label className="field">
          <span className="field__label">Time zone</span>
          <select className="input" value={timeZone} disabled={disabled} onChange={(event) => {
            const timeZone = event.currentTarget.value;
            void change(() => ({ timeZone }));
          }}>
            {timeZoneChoices(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </select>
          <span className="muted">Your reminder and quiet hours follow this zone, through daylight-saving changes</span>
        </label>
      </div>
    </Card>
  );
}
