// exit: 1
// Throwing a plain object that nobody catches.
throw { code: 42, reason: "custom", nested: { list: [1, 2] } };
