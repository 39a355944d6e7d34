const handlers = new Map<string, () => void>();
handlers.set("a", () => console.log("a"));
const size = handlers.size();
