const m = new Map<string, number>([["a", "1"]]);
