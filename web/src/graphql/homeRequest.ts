import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type DocumentNode } from 'graphql';
import { MeDocument } from './__generated__/graphql.ts';
import { HOME_QUERIES } from './homeData.ts';

export interface BatchedOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation?.name) throw new Error('A home query has no name');
  return operation.name.value;
}

/**
 * The batch index.html sends on the signed-in home: the sign-in check, then the home's queries as
 * the app's client sends them (asking each object's __typename, which its cache keeps), each
 * `timeZone` variable left null for the page to fill with the browser's. Printed into index.html
 * at build time, so the page carries no GraphQL document of its own (see src/graphql/homeData.ts).
 */
export function homeRequestBatch(): BatchedOperation[] {
  const home = HOME_QUERIES.map(({ document, variables }) => {
    const sent = variables('');
    return {
      operationName: operationName(document),
      query: print(addTypenameToDocument(document)),
      ...(sent ? { variables: Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, name === 'timeZone' ? null : value])) } : {}),
    };
  });
  return [{ operationName: 'Me', query: print(MeDocument) }, ...home];
}
