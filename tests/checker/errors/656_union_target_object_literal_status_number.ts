type Reply = { status: number; body: string } | { status: number; error: string; retryable: boolean };
function reply(): Reply {
  return { status: "500", error: "boom", retryable: false };
}
console.log(reply());
