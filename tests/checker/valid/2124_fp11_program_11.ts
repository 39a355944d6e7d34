type Conn =
  | { connected: false; retries: number; lastError?: string }
  | { connected: true; retries: number; since: number };

type Light = { on: false; level: 0 } | { on: true; level: number };

class Connection {
  private state: Conn = { connected: false, retries: 0 };
  private clock = 0;
  attempt(succeeds: boolean): Conn {
    this.clock += 10;
    const connected = succeeds;
    const retries = this.state.retries + 1;
    if (connected) this.state = { connected, retries, since: this.clock };
    else this.state = { connected, retries, lastError: "refused" };
    return this.state;
  }
  describe(): string {
    const s = this.state;
    return s.connected ? `up since ${s.since}` : `down (${s.lastError ?? "never tried"}, ${s.retries} tries)`;
  }
}

function toggle(l: Light): Light {
  return l.on ? { on: false, level: 0 } : { on: true, level: 50 };
}

function fromFlags(on: boolean, retries: number): Conn[] {
  const base = { connected: false as const, retries };
  return on ? [base, { connected: true, retries, since: 0 }] : [base];
}

const c = new Connection();
console.log(c.describe());
c.attempt(false);
console.log(c.describe());
const st = c.attempt(true);
console.log(c.describe(), st.connected && st.since);
let light: Light = { on: false, level: 0 };
for (let i = 0; i < 3; i++) light = toggle(light);
console.log(light.on, light.level, fromFlags(true, 2).length);
