const ids = [1, 2, 3];
const names: string[] = ids;
