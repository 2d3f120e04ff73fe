import { Icon } from '../../ui/Icon';
import { Dialog, type DialogProps } from '../../ui/overlays';
import { buttonClass } from '../../ui/primitives';
import { calendarUrls } from '../communities';

/** The community's sessions as a calendar feed: subscribed to, or downloaded once. */
export function CalendarDialog({ open, onOpenChange, groupId }: DialogProps & { groupId: string }) {
  const { download, subscribe } = calendarUrls(groupId, window.location.origin);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add to calendar"
      description="Subscribe and your calendar keeps the community's sessions up to date."
    >
      <div className="button-column">
        <a className={buttonClass('primary')} href={subscribe}>
          <Icon name="calendar" /> Subscribe in calendar app
        </a>
        <a className={buttonClass('secondary')} href={download} download="community-calendar.ics">
          Download calendar file (.ics)
        </a>
      </div>
    </Dialog>
  );
}
