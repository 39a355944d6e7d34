type Tag = { name: string };
const tags: Tag[] = [{ name: "a" }, { name: "b", color: "red" }];
