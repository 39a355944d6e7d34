// Intl.NumberFormat's format in a loop: it reads its options by name, and a name made just as the
// budget or the clock runs out used to crash the process (SIGSEGV) at the deadline.
const f = new Intl.NumberFormat("en-US");
for (let i = 0; ; i++) f.format(i * 1e15);
