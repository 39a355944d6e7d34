interface Cmd { (args: string[]): string; help: string; aliases?: string[] }

const echo = (args: string[]) => args.join(" ");
echo.help = "print the arguments";

const upper = (args: string[]) => args.map((a) => a.toUpperCase()).join(" ");
upper.help = "print the arguments in capitals";
upper.aliases = ["up", "u"];

function count(args: string[]) { return String(args.length); }
count.help = "count the arguments";

class Shell {
  private cmds = new Map<string, Cmd>();
  private history: string[] = [];
  register(name: string, cmd: Cmd) {
    this.cmds.set(name, cmd);
    for (const a of cmd.aliases ?? []) this.cmds.set(a, cmd);
    return this;
  }
  run(line: string): string {
    const [name, ...args] = line.split(/\s+/).filter(Boolean);
    this.history.push(line);
    const cmd = name === undefined ? undefined : this.cmds.get(name);
    if (!cmd) return `unknown: ${name ?? ""}`;
    return cmd(args);
  }
  help(): string {
    const seen = new Set<Cmd>();
    const out: string[] = [];
    for (const [name, cmd] of this.cmds) {
      if (seen.has(cmd)) continue;
      seen.add(cmd);
      out.push(`${name} - ${cmd.help}`);
    }
    return out.join("\n");
  }
  get commandsRun() { return this.history.length; }
}

const sh = new Shell().register("echo", echo).register("upper", upper).register("count", count);
console.log(sh.run("echo hello there"));
console.log(sh.run("up quiet please"));
console.log(sh.run("count a b c"));
console.log(sh.run("nope"));
console.log(sh.help());
console.log(sh.commandsRun, upper.aliases.length, echo.help.length > 0);
