const registry = new Map<string, unknown>();
registry.set("count", 3);
const doubled = registry.get("count") * 2;
