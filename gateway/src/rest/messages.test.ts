import { restMessage } from './messages.js';

describe('REST messages for values the graph refused', () => {
  it.each([
    ['Variable "$input" got invalid value "Wealth" at "input.intention"; Value "Wealth" does not exist in "Intention" enum.', 'intention: must be one of the allowed values'],
    ['Variable "$input" got invalid value { location: "x" }; Field "intention" of required type "Intention!" was not provided.', 'intention: is required'],
    ['Variable "$input" got invalid value 7.5 at "input.duration"; Int cannot represent non-integer value: 7.5', 'duration: must be an integer'],
    ['Variable "$input" got invalid value "soon" at "input.scheduledStart"; Expected value of type "DateTime", found "soon"; DateTime must be an ISO-8601 timestamp', 'scheduledStart: must be an ISO-8601 timestamp'],
    ['Variable "$input" got invalid value { color: "red" }; Field "color" is not defined by type "StartInput".', 'color: is not a known field'],
    ['Variable "$input" got invalid value 3 at "input.tags[1]"; String cannot represent a non string value: 3', 'tags.1: must be a string'],
    ['Variable "$id" got invalid value 5; ID cannot represent value: 5', 'id: must be a string'],
    ['Variable "$id" of required type "ID!" was not provided.', 'id: is required'],
  ])('%s', (graphql, rest) => {
    expect(restMessage(graphql)).toBe(rest);
    expect(restMessage(graphql)).not.toMatch(/Variable|\$input|enum|"/);
  });

  it('leaves a message already in the client\'s terms as it is', () => {
    expect(restMessage('Duration must be 5, 10 or 20 minutes')).toBe('Duration must be 5, 10 or 20 minutes');
  });
});
