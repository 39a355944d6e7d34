function requireEnv(map: Map<string, string>, key: string): string {
  const v = map.get(key);
  if (v === undefined) {
    throw new Error(`missing ${key}`);
  }
  return v.trim();
}
console.log(requireEnv(new Map([["HOME", " /root "]]), "HOME"));
