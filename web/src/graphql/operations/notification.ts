/** Session emails: whether they go to the signed-in person, and the one the server sends. */
import { graphql } from '../__generated__';

/** Whether session emails go to the signed-in user: the notification subgraph's part of them. */
export const SessionEmailsQuery = graphql(`
  query SessionEmails {
    me {
      id
      sessionEmails
    }
  }
`);

export const SetSessionEmailsMutation = graphql(`
  mutation SetSessionEmails($enabled: Boolean!) {
    setSessionEmails(enabled: $enabled) {
      id
      sessionEmails
    }
  }
`);

/** The session-start email as the server sends it, with a sample session and community. */
export const SessionEmailPreviewQuery = graphql(`
  query SessionEmailPreview {
    sessionEmailPreview {
      subject
      html
    }
  }
`);

/** What reaches the signed-in person and how: the Reminders settings. */
graphql(`
  fragment ReminderSettingsFields on ReminderSettings {
    timeZone
    daily {
      time
      channels
    }
    streakKeeper
    sessionStarts
    quietHours {
      from
      to
    }
  }
`);

export const ReminderSettingsQuery = graphql(`
  query ReminderSettings {
    reminderSettings {
      ...ReminderSettingsFields
    }
  }
`);

export const UpdateReminderSettingsMutation = graphql(`
  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {
    updateReminderSettings(input: $input) {
      ...ReminderSettingsFields
    }
  }
`);
