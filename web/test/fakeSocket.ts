/**
 * A stand-in for the browser's WebSocket in unit tests: it records every socket made and every
 * message sent, and the test says when it opens, what the server says and when it closes.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  /** The sockets not closed yet. */
  static live(): FakeSocket[] {
    return FakeSocket.all.filter((socket) => socket.readyState !== 3);
  }
  readyState = 0;
  sent: Array<{ type: string; t0?: number; [key: string]: unknown }> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  /** Closes it as the page asks, reporting the close as the browser does. */
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
