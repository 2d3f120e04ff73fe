import { readFileSync } from 'node:fs';
import { AchievementRarities, ActiveSessionStates, GroupSessionStatuses, Intentions } from '@peace/proto/domain';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { intentionFromLabel, intentionLabel, intentions } from './intentions';

const schema = buildSchema(readFileSync(new URL('../../../gateway/schema.graphql', import.meta.url), 'utf8'));

function enumValues(name: string): string[] {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of the graph`);
  return type.getValues().map((value) => value.name);
}

describe("the spec's words for the graph's closed sets", () => {
  it.each([
    ['Intention', Intentions],
    ['AchievementRarity', AchievementRarities],
    ['GroupSessionStatus', GroupSessionStatuses],
    ['ActiveSessionState', ActiveSessionStates],
  ])('has exactly one label for every %s the graph can answer', (name, labels) => {
    expect(Object.keys(labels).sort()).toEqual(enumValues(name).sort());
  });

  it("offers the seven intentions in the spec's order, each read in the spec's words", () => {
    expect(intentions.map(intentionLabel)).toEqual(['Peace', 'Non-Violence', 'Forgiveness', 'Compassion', 'Love', 'Unity', 'Service']);
  });

  it("finds the graph's intention for the spec's word, and nothing for another word", () => {
    expect(intentionFromLabel('Non-Violence')).toBe('NON_VIOLENCE');
    expect(intentionFromLabel('Nonviolence')).toBeNull();
    expect(intentionFromLabel(undefined)).toBeNull();
  });
});
