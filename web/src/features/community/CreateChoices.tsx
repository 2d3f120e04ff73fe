import { Icon } from '../../ui/Icon';
import { Button } from '../../ui/primitives';
import type { CreateKind } from '../CreateCommunityDialog';

/** The Create tab: a lasting community, or one session. */
export function CreateChoices({ onCreate }: { onCreate: (kind: CreateKind) => void }) {
  return (
    <ul className="card-grid">
      <li className="card card--plain create-choice">
        <Icon name="users" size={28} className="create-choice__icon" />
        <h3 className="group-card__name">A community</h3>
        <p className="muted">A lasting circle that meditates on one intention, with members and a meeting rhythm.</p>
        <Button icon="plus" onClick={() => onCreate('community')}>
          Create Community
        </Button>
      </li>
      <li className="card card--plain create-choice">
        <Icon name="calendar" size={28} className="create-choice__icon" />
        <h3 className="group-card__name">A session</h3>
        <p className="muted">One sitting at a set time that others can join live.</p>
        <Button icon="plus" variant="secondary" onClick={() => onCreate('session')}>
          Schedule Session
        </Button>
      </li>
    </ul>
  );
}
