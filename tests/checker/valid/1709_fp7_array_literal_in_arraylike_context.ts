declare function from1<T>(arrayLike: ArrayLike<T>): T[];
declare function from2<T>(arrayLike: T[]): T[];
declare function from3<T>(it: Iterable<T> | ArrayLike<T>): T[];
const a1: Array<"l" | "r"> = from1(["l"]);
const a2: Array<"l" | "r"> = from2(["l"]);
const a3: Array<"l" | "r"> = from3(["l"]);
