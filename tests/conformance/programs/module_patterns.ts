// IIFEs, the module pattern, a small state machine and a bank account with validation.
const counterModule = (function () {
  let count = 0;
  function change(by: number) {
    count += by;
  }
  return {
    increment: () => change(1),
    decrement: () => change(-1),
    value: () => count,
  };
})();
counterModule.increment();
counterModule.increment();
counterModule.decrement();
console.log(counterModule.value());
(() => {
  const hidden = "inside an arrow IIFE";
  console.log(hidden);
})();
type State = "idle" | "running" | "paused" | "stopped";
const transitions: { [s: string]: { [event: string]: State } } = {
  idle: { start: "running" },
  running: { pause: "paused", stop: "stopped" },
  paused: { resume: "running", stop: "stopped" },
  stopped: {},
};
function machine() {
  let state: State = "idle";
  const history: string[] = [state];
  return {
    send(event: string) {
      const next = transitions[state][event];
      if (!next) throw new Error(`invalid event '${event}' in state '${state}'`);
      state = next;
      history.push(state);
      return state;
    },
    history: () => history.join(" -> "),
  };
}
const m = machine();
for (const ev of ["start", "pause", "resume", "jump", "stop", "start"]) {
  try {
    console.log(ev, "=>", m.send(ev));
  } catch (e: any) {
    console.log("error:", e.message);
  }
}
console.log(m.history());
function openAccount(owner: string, initial = 0) {
  let balance = initial;
  const log: string[] = [];
  const check = (amount: number) => {
    if (!Number.isInteger(amount * 100)) throw new RangeError("amount has more than 2 decimals: " + amount);
    if (amount <= 0) throw new RangeError("amount must be positive");
  };
  return {
    deposit(amount: number) {
      check(amount);
      balance += amount;
      log.push("+" + amount);
    },
    withdraw(amount: number) {
      check(amount);
      if (amount > balance) throw new Error(`insufficient funds: ${balance} < ${amount}`);
      balance -= amount;
      log.push("-" + amount);
    },
    statement: () => `${owner}: ${Math.round(balance * 100) / 100} [${log.join(" ")}]`,
  };
}
const acct = openAccount("ann", 100);
const ops: [string, number][] = [["deposit", 50], ["withdraw", 500], ["withdraw", 30.25], ["deposit", -5], ["deposit", 0.001]];
for (const op of ops) {
  try {
    if (op[0] === "deposit") acct.deposit(op[1]);
    else acct.withdraw(op[1]);
  } catch (e: any) {
    console.log(e.name + ":", e.message);
  }
}
console.log(acct.statement());
