/** The signed-in person as the identity subgraph knows them. */
import { graphql } from '../__generated__';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      firstName
      lastName
      email
      profileImageUrl
      createdAt
    }
    googleSignIn
  }
`);

export const MyFocusQuery = graphql(`
  query MyFocus {
    me {
      id
      topIntention
    }
  }
`);

/** Whether the signed-in person is left out of the public members lists. */
export const HiddenFromListsQuery = graphql(`
  query HiddenFromLists {
    me {
      id
      hiddenFromLists
    }
  }
`);

export const SetHiddenFromListsMutation = graphql(`
  mutation SetHiddenFromLists($hidden: Boolean!) {
    setHiddenFromLists(hidden: $hidden) {
      id
      hiddenFromLists
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);
