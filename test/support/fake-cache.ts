/** A Cache Storage cache, as much of it as the service worker's code uses. */
export class FakeCache {
  readonly entries = new Map<string, Response>();
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  match(request: Request | string) {
    return Promise.resolve(this.entries.get(typeof request === 'string' ? request : request.url)?.clone());
  }
  put(request: Request, response: Response) {
    this.entries.set(request.url, response);
    return Promise.resolve();
  }
}
