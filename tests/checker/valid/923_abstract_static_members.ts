abstract class Plugin {
  static registry: Plugin[] = [];
  abstract readonly name: string;
  abstract run(input: string): string;
  static register(p: Plugin): void { Plugin.registry.push(p); }
}
class Upper extends Plugin {
  readonly name = "upper";
  run(s: string) { return s.toUpperCase(); }
}
class Rev extends Plugin {
  name = "rev";
  run(s: string): string { return [...s].reverse().join(""); }
}
Plugin.register(new Upper());
Plugin.register(new Rev());
console.log(Plugin.registry.reduce((acc, p) => p.run(acc), "abc"));
