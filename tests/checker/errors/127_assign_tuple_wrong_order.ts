type Entry = [string, number];
const entries: Entry[] = [];
const entry: Entry = [1, "one"];
entries.push(entry);
