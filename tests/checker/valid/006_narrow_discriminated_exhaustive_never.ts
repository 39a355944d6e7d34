type Action = { type: "inc"; by: number } | { type: "reset" };
function reduce(state: number, action: Action): number {
  switch (action.type) {
    case "inc":
      return state + action.by;
    case "reset":
      return 0;
    default: {
      const never: never = action;
      return never;
    }
  }
}
console.log(reduce(1, { type: "inc", by: 2 }));
