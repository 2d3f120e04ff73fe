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

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);
