function load(path: string): Promise<string>;
function load(path: string, cb: (err: Error | null, data?: string) => void): void;
function load(path: string, cb?: (err: Error | null, data?: string) => void): Promise<string> | void {
  const data = `contents of ${path}`;
  if (cb) { cb(null, data); return; }
  return Promise.resolve(data);
}
load("a.txt", (err, d) => console.log(err === null, d?.length));
const text = await load("b.txt");
console.log(text.toUpperCase());
