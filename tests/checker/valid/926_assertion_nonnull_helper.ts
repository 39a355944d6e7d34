function must<T>(v: T | null | undefined, what: string): T {
  if (v === null || v === undefined) throw new Error(`missing ${what}`);
  return v;
}
const env: Record<string, string | undefined> = { HOME: "/root" };
const home = must(env.HOME, "HOME");
console.log(home.split("/").length);
