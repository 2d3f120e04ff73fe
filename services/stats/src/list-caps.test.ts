import { readFileSync } from 'node:fs';
import { listSizes } from '@peace/kit';
import { LIST_CAPS, UNCAPPED_LISTS } from './list-caps.js';

const sizes = listSizes(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

describe('the caps of the stats lists', () => {
  it('name every list of the schema, capped or answered whole for a reason', () => {
    expect(Object.keys({ ...LIST_CAPS, ...UNCAPPED_LISTS }).sort()).toEqual(Object.keys(sizes).sort());
  });

  it('are each no more than the size the gateway assumes of the list', () => {
    for (const [field, cap] of Object.entries(LIST_CAPS)) expect({ field, cap, within: cap <= (sizes[field] ?? 0) }).toEqual({ field, cap, within: true });
  });
});
