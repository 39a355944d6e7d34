const counts: Record<string, number> = {};
counts["a"] = "1";
