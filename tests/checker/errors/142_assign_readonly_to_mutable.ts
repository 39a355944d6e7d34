const frozen: readonly string[] = ["a", "b"];
const copy: string[] = frozen;
