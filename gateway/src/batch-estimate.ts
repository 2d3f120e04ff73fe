/**
 * The operations of one request, estimated together before any of them runs: Apollo runs a
 * batch's operations at once, and a batch over the budget ran its first operations for seconds
 * before the one that went over was refused. Each operation reports its estimate once it is
 * resolved, or that it never will be (it failed before); each waits until every one has. Should
 * the request end with some never heard of (Apollo refuses a whole batch for one malformed piece
 * before that piece is begun), those waiting are let go, over any budget, rather than left pending.
 */
export class BatchEstimate {
  private cost = 0;
  private left: number;
  private readonly settled: Promise<void>;
  private settle!: () => void;

  constructor(operations: number) {
    this.left = Math.max(operations, 1);
    this.settled = new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  /** Adds an operation's estimate; resolves with the batch's total once every operation has reported. */
  async add(cost: number): Promise<number> {
    this.cost += cost;
    this.report();
    await this.settled;
    return this.cost;
  }

  /** The request was answered or its client went: operations still waiting will never be needed. */
  abandon(): void {
    if (this.left <= 0) return;
    this.left = 0;
    this.cost = Number.POSITIVE_INFINITY;
    this.settle();
  }

  /** An operation that will not be estimated: it was refused or failed before it was resolved. */
  skip(): void {
    this.report();
  }

  private report(): void {
    this.left -= 1;
    if (this.left === 0) this.settle();
  }
}
