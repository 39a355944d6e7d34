// exit: 1
// An uncaught error with a cause prints the cause too.
try { JSON.parse("{bad"); } catch (e) { throw new Error("config unreadable", { cause: e }); }
