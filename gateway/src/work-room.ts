/**
 * The work one gateway process runs at once, weighted by each operation's estimate (cost.ts): an
 * operation starts while its estimate fits beside those running, else waits for room, at most
 * `waitMs`, and is then refused. An operation over the whole room weighs the whole room, so it runs
 * alone; one estimated at most `alwaysRuns` runs at once and holds nothing (a person's reads never
 * wait for room). A smaller operation may start while a larger one waits, and the larger is
 * refused once its wait is over.
 */
export function workRoom(capacity: number, waitMs: number, alwaysRuns = 0) {
  let used = 0;
  const waiting: { weight: number; admit: () => void }[] = [];

  const admitWaiting = () => {
    for (let index = 0; index < waiting.length; ) {
      const next = waiting[index]!;
      if (used + next.weight > capacity) {
        index++;
        continue;
      }
      used += next.weight;
      waiting.splice(index, 1);
      next.admit();
    }
  };

  return {
    /** Resolves with the weight held once the operation may run (give it back with `leave`), or null when no room came in time. */
    enter(cost: number): Promise<number | null> {
      const weight = cost <= alwaysRuns ? 0 : Math.min(cost, capacity);
      if (used + weight <= capacity) {
        used += weight;
        return Promise.resolve(weight);
      }
      return new Promise((resolve) => {
        const entry = {
          weight,
          admit: () => {
            clearTimeout(timer);
            resolve(weight);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(null);
        }, waitMs);
        waiting.push(entry);
      });
    },
    /** Gives back what `enter` held, letting those waiting in where they now fit. */
    leave(weight: number): void {
      used -= weight;
      admitWaiting();
    },
    /** The weight of the operations running now. */
    used: () => used,
  };
}

export type WorkRoom = ReturnType<typeof workRoom>;
