const groups = new Map<string, string[]>();
groups.get("a").push("x");
