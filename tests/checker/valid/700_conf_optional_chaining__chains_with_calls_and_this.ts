// Optional calls keep `this`; chains through method results, arrays and Maps; delete and typeof with ?.
const api: any = {
  base: "/v1",
  users: { list() { return [{ name: "ann", tags: new Map([["role", "admin"]]) }]; }, find: undefined },
  url(p: string) { return this.base + p; },
};
console.log(api.url?.("/x"), api.users?.list?.()[0]?.tags?.get("role"), api.users.find?.(1), api.users?.list()[5]?.name);
console.log(typeof api.missing?.deep, typeof api?.url, api.users?.["list"]?.().length, (api.url as any)?.call({ base: "/v2" }, "/y"));
const arr: any[] | undefined = Math.random() > 2 ? [] : undefined;
console.log(arr?.[0], arr?.length ?? "no array", arr?.map((x) => x) ?? []);
