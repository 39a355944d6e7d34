const entry: [string, number] = [1, "one"];
