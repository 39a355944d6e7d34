// log/info/debug go to stdout; error/warn to stderr, all with the same formatting.
console.log("log", 1, { a: 1 });
console.info("info", [1, 2]);
console.debug("debug %s", "formatted");
console.error("error", { e: true });
console.warn("warn %d", 7);
console.error("%s|%o", "mixed", [1]);
console.log();
console.error();
