import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useState, type ReactNode } from 'react';
import { createApolloClient } from './client';

/**
 * The graph for a page that visitors see too (a shared group session). Signed
 * in, the shell already provides the client; a visitor's page brings its own,
 * so the public shell never has to load Apollo for pages that do not need it.
 */
export function GraphProvider({ children }: { children: ReactNode }) {
  const { client } = useContext(getApolloContext());
  const [own] = useState(() => (client ? null : createApolloClient()));
  return own ? <ApolloProvider client={own}>{children}</ApolloProvider> : <>{children}</>;
}
