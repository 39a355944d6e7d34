// A real directive after a doc comment that mentions one is still checked: unused here (TS2578).
/**
 * // @ts-expect-error
 */
const ok = 1;
// @ts-expect-error
const fine: number = ok;
console.log(fine);
