// finally: always runs; return/break/continue inside finally win over try's completion.
function f1() {
  try {
    return "try";
  } finally {
    console.log("f1 finally runs");
  }
}
console.log(f1());
function f2(): string {
  try {
    return "try";
  } finally {
    // eslint-disable-next-line no-unsafe-finally
    return "finally";
  }
}
console.log(f2());
function f3() {
  try {
    throw new Error("lost");
  } finally {
    // eslint-disable-next-line no-unsafe-finally
    return "finally swallowed the error";
  }
}
console.log(f3());
function f4() {
  let x = 1;
  try {
    return x;
  } finally {
    x = 2;
  }
}
console.log(f4());
const log: string[] = [];
for (let i = 0; i < 3; i++) {
  try {
    if (i === 1) continue;
    log.push("body" + i);
  } finally {
    log.push("fin" + i);
  }
}
console.log(log.join(" "));
let count = 0;
while (true) {
  try {
    count++;
    throw new Error("x");
  } finally {
    // eslint-disable-next-line no-unsafe-finally
    break;
  }
}
console.log("broke out, count", count);
for (const n of [1, 2, 3]) {
  try {
    if (n === 2) break;
  } finally {
    console.log("finally for", n);
  }
}
try {
  try {
    throw new Error("original");
  } finally {
    console.log("inner finally");
  }
} catch (e: any) {
  console.log("caught", e.message);
}
try {
  try {
    throw new Error("first");
  } finally {
    // eslint-disable-next-line no-unsafe-finally
    throw new Error("from finally");
  }
} catch (e: any) {
  console.log("caught", e.message);
}
function nested() {
  const order: string[] = [];
  try {
    try {
      order.push("a");
      return order;
    } finally {
      order.push("b");
    }
  } finally {
    order.push("c");
  }
}
console.log(nested());
function catchAndFinally(fail: boolean) {
  const steps: string[] = [];
  try {
    steps.push("try");
    if (fail) throw new Error("boom");
  } catch (e: any) {
    steps.push("catch " + e.message);
    return steps;
  } finally {
    steps.push("finally");
  }
  steps.push("after");
  return steps;
}
console.log(catchAndFinally(false), catchAndFinally(true));
